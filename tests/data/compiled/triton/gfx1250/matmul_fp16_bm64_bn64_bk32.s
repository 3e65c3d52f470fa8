	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1 ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_mov_b64 s[64:65], 0
	v_nop
	global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
	s_bfe_u32 s2, ttmp8, 0x50019
	s_abs_i32 s3, ttmp9
	s_mov_b32 s15, 0
	s_mov_b32 s14, 0xffffff
	s_mov_b32 s7, s15
	s_mov_b32 s6, s14
	v_and_b32_e32 v98, 31, v0
	v_dual_lshlrev_b32 v2, 7, v0 :: v_dual_bitop2_b32 v49, 16, v0 bitop3:0x40
	v_lshlrev_b32_e32 v1, 1, v0
	s_clause 0x3
	s_load_b128 s[16:19], s[0:1], 0x18 nv
	s_load_b128 s[8:11], s[0:1], 0x0 nv
	s_load_b64 s[20:21], s[0:1], 0x10 nv
	s_load_b64 s[22:23], s[0:1], 0x28 nv
	s_wait_kmcnt 0x0
	s_add_co_i32 s0, s17, 63
	s_add_co_i32 s1, s16, 63
	s_ashr_i32 s4, s0, 31
	s_ashr_i32 s5, s1, 31
	s_lshr_b32 s4, s4, 26
	s_lshr_b32 s5, s5, 26
	s_add_co_i32 s0, s0, s4
	s_add_co_i32 s1, s1, s5
	s_ashr_i32 s0, s0, 6
	s_ashr_i32 s1, s1, 6
	s_abs_i32 s4, s0
	s_xor_b32 s5, ttmp9, s0
	s_cvt_f32_u32 s13, s4
	s_ashr_i32 s5, s5, 31
	s_sub_co_i32 s24, 0, s4
	s_mov_b32 s12, s8
	v_s_rcp_f32 s13, s13
	v_cmp_gt_i32_e32 vcc_lo, s18, v98
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s13, s13, 0x4f7ffffe
	s_cvt_u32_f32 s13, s13
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s24, s24, s13
	s_mul_hi_u32 s24, s13, s24
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s13, s13, s24
	s_mul_hi_u32 s13, s3, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s24, s13, s4
	s_add_co_i32 s25, s13, 1
	s_sub_co_i32 s3, s3, s24
	s_sub_co_i32 s24, s3, s4
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s13, s25, s13
	s_cselect_b32 s3, s24, s3
	s_add_co_i32 s24, s13, 1
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s3, s24, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s5
	s_sub_co_i32 s3, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s1, s1, s3
	s_mul_i32 s0, s3, s0
	s_min_i32 s4, s1, 1
	s_sub_co_i32 s5, ttmp9, s0
	s_abs_i32 s0, s4
	s_xor_b32 s1, s5, s4
	s_cvt_f32_u32 s13, s0
	s_abs_i32 s24, s5
	s_ashr_i32 s25, s1, 31
	s_sub_co_i32 s1, 0, s0
	v_s_rcp_f32 s13, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s13, s13, 0x4f7ffffe
	s_cvt_u32_f32 s13, s13
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s13
	s_mul_hi_u32 s1, s13, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s13, s13, s1
	s_mul_hi_u32 s1, s24, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s13, s1, s0
	s_add_co_i32 s26, s1, 1
	s_sub_co_i32 s13, s24, s13
	s_sub_co_i32 s24, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s1, s26, s1
	s_cselect_b32 s13, s24, s13
	s_add_co_i32 s24, s1, 1
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s0, s24, s1
	s_abs_i32 s1, s16
	s_lshl_b32 s38, s2, 5
	s_cvt_f32_u32 s13, s1
	s_and_b32 s26, s2, 3
	s_xor_b32 s0, s0, s25
	s_sub_co_i32 s27, 0, s1
	v_s_rcp_f32 s13, s13
	v_or_b32_e32 v72, s38, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 1, v72
	v_and_b32_e32 v116, 0xfe, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_add_nc_u32_e32 v3, 0, v116
	s_sub_co_i32 s0, s0, s25
	s_mul_f32 s13, s13, 0x4f7ffffe
	s_mul_i32 s4, s0, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s4, s5, s4
	s_cvt_u32_f32 s5, s13
	s_add_co_i32 s4, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s24, s4, 6
	s_bfe_i32 s3, s4, 0x10019
	s_or_b32 s4, s24, s26
	s_mul_i32 s27, s27, s5
	s_add_co_i32 s4, s4, s3
	s_mul_hi_u32 s13, s5, s27
	s_xor_b32 s25, s4, s3
	s_add_co_i32 s5, s5, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s13, s25, s5
	s_mul_i32 s13, s13, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 4
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v96, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v4, 1, v96
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 8
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v61, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v5, 1, v61
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 12
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v62, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v6, 1, v62
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 16
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v63, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v7, 1, v63
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 20
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v64, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v8, 1, v64
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 24
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v65, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v9, 1, v65
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 28
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v66, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v10, 1, v66
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 32
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v67, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v11, 1, v67
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 36
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v68, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v12, 1, v68
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 40
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v69, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v13, 1, v69
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 44
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v70, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v14, 1, v70
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 48
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v71, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v15, 1, v71
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 52
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v73, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v16, 1, v73
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s25, s4, 56
	s_xor_b32 s13, s13, s3
	s_xor_b32 s25, s25, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s26, s25, s5
	v_mad_u32 v74, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v17, 1, v74
	s_mul_i32 s26, s26, s1
	s_sub_co_i32 s13, s25, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_sub_co_i32 s25, s13, s1
	s_cmp_ge_u32 s13, s1
	s_cselect_b32 s13, s25, s13
	s_add_co_i32 s4, s4, 60
	s_xor_b32 s13, s13, s3
	s_xor_b32 s4, s4, s3
	s_sub_co_i32 s13, s13, s3
	s_mul_hi_u32 s5, s4, s5
	v_mad_u32 v75, s13, s19, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v18, 1, v75
	s_mul_i32 s5, s5, s1
	s_sub_co_i32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s4, s1
	s_cmp_ge_u32 s4, s1
	s_cselect_b32 s4, s5, s4
	s_sub_co_i32 s5, s4, s1
	s_cmp_ge_u32 s4, s1
	s_cselect_b32 s1, s5, s4
	s_abs_i32 s4, s17
	s_xor_b32 s1, s1, s3
	s_cvt_f32_u32 s5, s4
	s_sub_co_i32 s1, s1, s3
	s_lshl_b32 s25, s0, 6
	v_mad_u32 v76, s1, s19, v98
	v_s_rcp_f32 s1, s5
	v_and_or_b32 v19, v72, 63, s25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_lshlrev_b32_e32 v20, 1, v76
	s_bfe_i32 s3, s0, 0x10019
	s_mul_f32 s0, s1, 0x4f7ffffe
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, s3, v19
	v_xor_b32_e32 v19, s3, v19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cvt_u32_f32 s0, s0
	s_sub_co_i32 s1, 0, s4
	s_add_co_i32 s39, s18, 31
	s_mul_i32 s1, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s1, s0, s1
	s_add_co_i32 s0, s0, s1
	s_cmp_gt_i32 s39, 31
	v_mul_hi_u32 v21, v19, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v21, v21, s4
	v_sub_nc_u32_e32 v19, v19, v21
	s_cselect_b32 s1, -1, 0
	s_bfe_u32 s2, s2, 0x10001
	s_and_b32 vcc_lo, vcc_lo, s1
	s_or_b32 s9, s9, 0xfc000000
	v_cmp_le_u32_e64 s0, s4, v19
	v_subrev_nc_u32_e32 v21, s4, v19
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v19, v19, v21, s0
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v11, 0x80000000, v11
	v_cmp_le_u32_e64 s0, s4, v19
	v_subrev_nc_u32_e32 v21, s4, v19
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v21, s0
	v_dual_cndmask_b32 v16, 0x80000000, v16 :: v_dual_cndmask_b32 v17, 0x80000000, v17
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	v_xor_b32_e32 v19, s3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v19, s3, v19
	v_mad_u32 v77, s22, s2, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v78, s22, 6, v77
	v_mad_u32 v79, s22, 10, v77
	v_mad_u32 v80, s22, 12, v77
	v_mad_u32 v81, s22, 14, v77
	v_mad_u32 v82, s22, 18, v77
	v_mad_u32 v83, s22, 20, v77
	v_mad_u32 v84, s22, 22, v77
	v_mad_u32 v85, s22, 24, v77
	v_mad_u32 v86, s22, 26, v77
	v_mad_u32 v87, s22, 28, v77
	v_mad_u32 v88, s22, 30, v77
	v_lshl_add_u32 v89, s22, 1, v77
	v_lshl_add_u32 v90, s22, 2, v77
	v_lshl_add_u32 v91, s22, 3, v77
	v_lshl_add_u32 v92, s22, 4, v77
	v_lshlrev_b32_e32 v19, 1, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_lshlrev_b32 v21, 1, v89 :: v_dual_lshlrev_b32 v22, 1, v90
	v_dual_lshlrev_b32 v23, 1, v91 :: v_dual_lshlrev_b32 v24, 1, v92
	v_dual_lshlrev_b32 v25, 1, v78 :: v_dual_lshlrev_b32 v26, 1, v79
	v_dual_lshlrev_b32 v27, 1, v80 :: v_dual_lshlrev_b32 v28, 1, v81
	v_dual_lshlrev_b32 v29, 1, v82 :: v_dual_lshlrev_b32 v30, 1, v83
	v_dual_lshlrev_b32 v31, 1, v84 :: v_dual_lshlrev_b32 v32, 1, v85
	v_dual_lshlrev_b32 v33, 1, v86 :: v_dual_lshlrev_b32 v34, 1, v87
	v_lshlrev_b32_e32 v35, 1, v88
	s_mov_b32 s13, s9
	s_or_b32 s3, s2, 2
	s_wait_alu depctr_va_vdst(0)
	s_clause 0xf
	buffer_load_u16 v4, v4, s[12:15], null offen
	buffer_load_u16 v5, v5, s[12:15], null offen
	buffer_load_u16 v6, v6, s[12:15], null offen
	buffer_load_u16 v7, v7, s[12:15], null offen
	buffer_load_u16 v8, v8, s[12:15], null offen
	buffer_load_u16 v9, v9, s[12:15], null offen
	buffer_load_u16 v10, v10, s[12:15], null offen
	buffer_load_u16 v11, v11, s[12:15], null offen
	buffer_load_u16 v12, v12, s[12:15], null offen
	buffer_load_u16 v13, v13, s[12:15], null offen
	buffer_load_u16 v14, v14, s[12:15], null offen
	buffer_load_u16 v15, v15, s[12:15], null offen
	buffer_load_u16 v16, v16, s[12:15], null offen
	buffer_load_u16 v17, v17, s[12:15], null offen
	buffer_load_u16 v18, v18, s[12:15], null offen
	buffer_load_u16 v20, v20, s[12:15], null offen
	s_wait_xcnt 0x0
	s_or_b32 s12, s2, 4
	s_or_b32 s13, s2, 6
	s_or_b32 s14, s2, 8
	s_or_b32 s26, s2, 10
	s_or_b32 s27, s2, 12
	s_or_b32 s28, s2, 14
	s_or_b32 s29, s2, 16
	s_or_b32 s30, s2, 18
	s_or_b32 s31, s2, 20
	s_or_b32 s33, s2, 22
	s_or_b32 s34, s2, 24
	s_or_b32 s35, s2, 26
	s_or_b32 s36, s2, 28
	s_or_b32 s37, s2, 30
	s_cmp_lt_i32 s2, s18
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_i32 s3, s18
	s_cselect_b32 s19, -1, 0
	s_cmp_lt_i32 s12, s18
	s_cselect_b32 s40, -1, 0
	s_cmp_lt_i32 s13, s18
	s_cselect_b32 s41, -1, 0
	s_cmp_lt_i32 s14, s18
	s_cselect_b32 s42, -1, 0
	s_cmp_lt_i32 s26, s18
	s_cselect_b32 s43, -1, 0
	s_cmp_lt_i32 s27, s18
	s_cselect_b32 s44, -1, 0
	s_cmp_lt_i32 s28, s18
	s_cselect_b32 s45, -1, 0
	s_cmp_lt_i32 s29, s18
	s_cselect_b32 s46, -1, 0
	s_cmp_lt_i32 s30, s18
	s_cselect_b32 s47, -1, 0
	s_cmp_lt_i32 s31, s18
	s_cselect_b32 s48, -1, 0
	s_cmp_lt_i32 s33, s18
	s_cselect_b32 s49, -1, 0
	s_cmp_lt_i32 s34, s18
	s_cselect_b32 s50, -1, 0
	s_cmp_lt_i32 s35, s18
	s_cselect_b32 s51, -1, 0
	s_cmp_lt_i32 s36, s18
	s_cselect_b32 s52, -1, 0
	s_cmp_lt_i32 s37, s18
	s_cselect_b32 s53, -1, 0
	s_and_b32 vcc_lo, s0, s1
	s_or_b64 s[4:5], s[10:11], 0xfc00000000000000
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	s_and_b32 vcc_lo, s19, s1
	s_and_b32 s0, s40, s1
	v_cndmask_b32_e32 v21, 0x80000000, v21, vcc_lo
	v_cndmask_b32_e64 v22, 0x80000000, v22, s0
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v19, v19, s[4:7], null offen
	s_and_b32 vcc_lo, s42, s1
	s_and_b32 s0, s46, s1
	v_cndmask_b32_e32 v23, 0x80000000, v23, vcc_lo
	v_cndmask_b32_e64 v24, 0x80000000, v24, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v21, v21, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v22, v22, s[4:7], null offen
	s_and_b32 vcc_lo, s41, s1
	s_and_b32 s0, s43, s1
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	v_cndmask_b32_e64 v26, 0x80000000, v26, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v23, v23, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v24, v24, s[4:7], null offen
	s_and_b32 vcc_lo, s44, s1
	s_and_b32 s0, s45, s1
	v_cndmask_b32_e32 v27, 0x80000000, v27, vcc_lo
	v_cndmask_b32_e64 v28, 0x80000000, v28, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v25, v25, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v26, v26, s[4:7], null offen
	s_and_b32 vcc_lo, s47, s1
	s_and_b32 s0, s48, s1
	v_cndmask_b32_e32 v29, 0x80000000, v29, vcc_lo
	v_cndmask_b32_e64 v30, 0x80000000, v30, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v27, v27, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v28, v28, s[4:7], null offen
	s_and_b32 vcc_lo, s49, s1
	s_and_b32 s0, s50, s1
	v_cndmask_b32_e32 v31, 0x80000000, v31, vcc_lo
	v_cndmask_b32_e64 v32, 0x80000000, v32, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v29, v29, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v30, v30, s[4:7], null offen
	s_and_b32 vcc_lo, s51, s1
	s_and_b32 s0, s52, s1
	v_cndmask_b32_e32 v33, 0x80000000, v33, vcc_lo
	v_cndmask_b32_e64 v34, 0x80000000, v34, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v31, v31, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v32, v32, s[4:7], null offen
	s_and_b32 vcc_lo, s53, s1
	s_cmp_gt_i32 s39, 63
	v_cndmask_b32_e32 v35, 0x80000000, v35, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v33, v33, s[4:7], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v34, v34, s[4:7], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v35, v35, s[4:7], null offen
	s_wait_loadcnt 0x1f
	ds_store_b16 v3, v4 offset:9184
	s_wait_loadcnt 0x1e
	ds_store_b16 v3, v5 offset:9456
	s_wait_loadcnt 0x1d
	ds_store_b16 v3, v6 offset:9728
	s_wait_loadcnt 0x1c
	ds_store_b16 v3, v7 offset:10000
	s_wait_loadcnt 0x1b
	ds_store_b16 v3, v8 offset:10272
	s_wait_loadcnt 0x1a
	ds_store_b16 v3, v9 offset:10544
	s_wait_loadcnt 0x19
	ds_store_b16 v3, v10 offset:10816
	s_wait_loadcnt 0x18
	ds_store_b16 v3, v11 offset:11088
	s_wait_loadcnt 0x17
	ds_store_b16 v3, v12 offset:11360
	s_wait_loadcnt 0x16
	ds_store_b16 v3, v13 offset:11632
	s_wait_loadcnt 0x15
	ds_store_b16 v3, v14 offset:11904
	s_wait_loadcnt 0x14
	ds_store_b16 v3, v15 offset:12176
	s_wait_loadcnt 0x13
	ds_store_b16 v3, v16 offset:12448
	s_wait_loadcnt 0x12
	ds_store_b16 v3, v17 offset:12720
	s_wait_loadcnt 0x11
	ds_store_b16 v3, v18 offset:12992
	s_wait_loadcnt 0x10
	ds_store_b16 v3, v20 offset:13264
	s_wait_loadcnt 0xf
	ds_store_b16 v3, v19
	s_wait_loadcnt 0xe
	ds_store_b16 v3, v21 offset:288
	s_wait_loadcnt 0xd
	ds_store_b16 v3, v22 offset:576
	s_wait_loadcnt 0xc
	ds_store_b16 v3, v23 offset:1152
	s_wait_loadcnt 0xb
	ds_store_b16 v3, v24 offset:2304
	s_wait_loadcnt 0xa
	ds_store_b16 v3, v25 offset:864
	s_wait_loadcnt 0x9
	ds_store_b16 v3, v26 offset:1440
	s_wait_loadcnt 0x8
	ds_store_b16 v3, v27 offset:1728
	s_wait_loadcnt 0x7
	ds_store_b16 v3, v28 offset:2016
	s_wait_loadcnt 0x6
	ds_store_b16 v3, v29 offset:2592
	s_wait_loadcnt 0x5
	ds_store_b16 v3, v30 offset:2880
	s_wait_loadcnt 0x4
	ds_store_b16 v3, v31 offset:3168
	s_wait_loadcnt 0x3
	ds_store_b16 v3, v32 offset:3456
	s_wait_loadcnt 0x2
	ds_store_b16 v3, v33 offset:3744
	s_wait_loadcnt 0x1
	ds_store_b16 v3, v34 offset:4032
	s_wait_loadcnt 0x0
	ds_store_b16 v3, v35 offset:4320
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v32, 16, v0
	v_and_b32_e32 v3, 0x380, v2
	s_and_b32 s6, s38, 32
	s_mov_b32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 6, v32
	v_and_or_b32 v4, v1, 16, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or3_b32 v97, v4, s6, v3
	v_lshrrev_b32_e32 v3, 3, v97
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v58, 0xe0, v3
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr97
                                        ; implicit-def: $vgpr58
.LBB0_3:                                ; %Flow61
	s_and_b32 s19, s38, 64
	s_and_b32 s0, s0, exec_lo
	v_and_b32_e32 v93, 15, v0
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 1
	s_wait_alu depctr_vm_vsrc(0)
	v_lshlrev_b32_e32 v34, 6, v93
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_wait_alu depctr_va_vdst(1)
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v93, off offset:16 nv
	scratch_store_b32 off, v72, off offset:12 nv
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v34, off offset:20 nv ; 4-byte Folded Spill
	v_lshl_or_b32 v3, s19, 4, v34
	v_and_b32_e32 v32, 0x380, v2
	v_dual_lshlrev_b32 v0, 6, v49 :: v_dual_mov_b32 v24, 0
	s_wait_alu depctr_va_vdst(2)
	scratch_store_b32 off, v3, off offset:4 nv ; 4-byte Folded Spill
	v_lshrrev_b32_e32 v33, 4, v3
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_and_or_b32 v34, v1, 16, v0
	v_dual_mov_b32 v25, v24 :: v_dual_mov_b32 v26, v24
	v_dual_mov_b32 v27, v24 :: v_dual_mov_b32 v28, v24
	v_dual_mov_b32 v29, v24 :: v_dual_mov_b32 v30, v24
	v_dual_mov_b32 v31, v24 :: v_dual_mov_b32 v16, v24
	v_dual_mov_b32 v17, v24 :: v_dual_mov_b32 v18, v24
	v_dual_mov_b32 v19, v24 :: v_dual_mov_b32 v20, v24
	v_dual_mov_b32 v21, v24 :: v_dual_mov_b32 v22, v24
	v_dual_mov_b32 v23, v24 :: v_dual_mov_b32 v8, v24
	v_dual_mov_b32 v9, v24 :: v_dual_mov_b32 v10, v24
	v_dual_mov_b32 v11, v24 :: v_dual_mov_b32 v12, v24
	v_dual_mov_b32 v13, v24 :: v_dual_mov_b32 v14, v24
	v_dual_mov_b32 v15, v24 :: v_dual_mov_b32 v0, v24
	v_dual_mov_b32 v1, v24 :: v_dual_mov_b32 v2, v24
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v3, v24 :: v_dual_mov_b32 v4, v24
	v_dual_mov_b32 v5, v24 :: v_dual_mov_b32 v6, v24
	v_mov_b32_e32 v7, v24
	v_and_b32_e32 v33, 0x70, v33
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v33, off offset:8 nv ; 4-byte Folded Spill
	s_and_b32 s0, s38, 32
	s_mov_b64 s[6:7], 0xffffff
	v_or3_b32 v97, v34, s0, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b32_e32 v32, 3, v97
	s_mov_b64 s[10:11], 0xffffff
	s_lshl_b32 s0, s22, 5
	s_lshr_b32 s39, s39, 5
	s_movk_i32 s40, 0x23e0
	s_mov_b32 s22, 0
	s_mov_b32 s38, 0
	v_and_b32_e32 v58, 0xe0, v32
	s_add_co_i32 s39, s39, -2
	scratch_store_b32 off, v49, off nv      ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v96, 32, v96 :: v_dual_add_nc_u32 v61, 32, v61
	v_dual_add_nc_u32 v62, 32, v62 :: v_dual_add_nc_u32 v63, 32, v63
	v_add_nc_u32_e32 v64, 32, v64
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_lshlrev_b32 v32, 1, v96 :: v_dual_add_nc_u32 v65, 32, v65
	v_dual_add_nc_u32 v66, 32, v66 :: v_dual_add_nc_u32 v67, 32, v67
	v_dual_add_nc_u32 v68, 32, v68 :: v_dual_add_nc_u32 v69, 32, v69
	v_dual_add_nc_u32 v70, 32, v70 :: v_dual_add_nc_u32 v71, 32, v71
	v_dual_add_nc_u32 v73, 32, v73 :: v_dual_add_nc_u32 v74, 32, v74
	v_dual_add_nc_u32 v75, 32, v75 :: v_dual_add_nc_u32 v76, 32, v76
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_lshlrev_b32 v33, 1, v61 :: v_dual_lshlrev_b32 v34, 1, v62
	v_dual_lshlrev_b32 v35, 1, v63 :: v_dual_lshlrev_b32 v36, 1, v64
	v_dual_lshlrev_b32 v37, 1, v65 :: v_dual_lshlrev_b32 v38, 1, v66
	v_dual_lshlrev_b32 v39, 1, v67 :: v_dual_lshlrev_b32 v40, 1, v68
	v_dual_lshlrev_b32 v41, 1, v69 :: v_dual_lshlrev_b32 v42, 1, v70
	v_dual_lshlrev_b32 v43, 1, v71 :: v_dual_lshlrev_b32 v44, 1, v73
	v_dual_lshlrev_b32 v45, 1, v74 :: v_dual_lshlrev_b32 v46, 1, v75
	v_lshlrev_b32_e32 v47, 1, v76
	s_add_co_i32 s41, s38, 1
	scratch_load_b32 v48, off, off offset:4 nv ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v48, s40, v48
	v_add3_u32 v95, s15, v97, v58
	v_add_nc_u32_e32 v77, s0, v77
	v_dual_add_nc_u32 v89, s0, v89 :: v_dual_add_nc_u32 v90, s0, v90
	scratch_load_b32 v52, off, off offset:8 nv ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add3_u32 v94, v48, v49, v52
	v_dual_add_nc_u32 v78, s0, v78 :: v_dual_add_nc_u32 v91, s0, v91
	v_dual_add_nc_u32 v79, s0, v79 :: v_dual_add_nc_u32 v80, s0, v80
	v_dual_add_nc_u32 v81, s0, v81 :: v_dual_add_nc_u32 v92, s0, v92
	v_dual_add_nc_u32 v82, s0, v82 :: v_dual_add_nc_u32 v83, s0, v83
	v_dual_add_nc_u32 v84, s0, v84 :: v_dual_add_nc_u32 v85, s0, v85
	v_dual_add_nc_u32 v86, s0, v86 :: v_dual_add_nc_u32 v87, s0, v87
	v_dual_add_nc_u32 v88, s0, v88 :: v_dual_lshlrev_b32 v48, 1, v77
	s_wait_xcnt 0x2
	v_dual_lshlrev_b32 v49, 1, v89 :: v_dual_lshlrev_b32 v50, 1, v90
	v_dual_lshlrev_b32 v51, 1, v78 :: v_dual_lshlrev_b32 v52, 1, v91
	v_dual_lshlrev_b32 v53, 1, v79 :: v_dual_lshlrev_b32 v54, 1, v80
	v_lshlrev_b32_e32 v55, 1, v81
	s_lshl_b32 s15, s41, 5
	v_lshlrev_b32_e32 v56, 1, v92
	s_sub_co_i32 s15, s18, s15
	v_lshlrev_b32_e32 v57, 1, v82
	v_cmp_gt_i32_e32 vcc_lo, s15, v98
	v_dual_lshlrev_b32 v72, 1, v83 :: v_dual_lshlrev_b32 v93, 1, v84
	v_dual_lshlrev_b32 v114, 1, v85 :: v_dual_lshlrev_b32 v115, 1, v86
	v_dual_cndmask_b32 v32, 0x80000000, v32 :: v_dual_cndmask_b32 v33, 0x80000000, v33
	v_dual_cndmask_b32 v34, 0x80000000, v34 :: v_dual_cndmask_b32 v35, 0x80000000, v35
	v_dual_cndmask_b32 v36, 0x80000000, v36 :: v_dual_cndmask_b32 v37, 0x80000000, v37
	v_dual_cndmask_b32 v38, 0x80000000, v38 :: v_dual_cndmask_b32 v39, 0x80000000, v39
	v_dual_cndmask_b32 v40, 0x80000000, v40 :: v_dual_cndmask_b32 v41, 0x80000000, v41
	v_dual_cndmask_b32 v42, 0x80000000, v42 :: v_dual_cndmask_b32 v43, 0x80000000, v43
	v_dual_cndmask_b32 v44, 0x80000000, v44 :: v_dual_cndmask_b32 v45, 0x80000000, v45
	v_dual_cndmask_b32 v46, 0x80000000, v46 :: v_dual_cndmask_b32 v47, 0x80000000, v47
	s_wait_alu depctr_va_vdst(7)
	s_clause 0x1
	buffer_load_u16 v59, v32, s[8:11], null offen
	buffer_load_u16 v99, v33, s[8:11], null offen
	s_wait_alu depctr_va_vdst(6)
	s_clause 0x1
	buffer_load_u16 v102, v34, s[8:11], null offen
	buffer_load_u16 v100, v35, s[8:11], null offen
	s_wait_alu depctr_va_vdst(5)
	s_clause 0x1
	buffer_load_u16 v105, v36, s[8:11], null offen
	buffer_load_u16 v101, v37, s[8:11], null offen
	s_wait_alu depctr_va_vdst(4)
	s_clause 0x1
	buffer_load_u16 v107, v38, s[8:11], null offen
	buffer_load_u16 v103, v39, s[8:11], null offen
	s_wait_alu depctr_va_vdst(3)
	s_clause 0x1
	buffer_load_u16 v109, v40, s[8:11], null offen
	buffer_load_u16 v104, v41, s[8:11], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_load_u16 v111, v42, s[8:11], null offen
	buffer_load_u16 v106, v43, s[8:11], null offen
	s_wait_alu depctr_va_vdst(1)
	s_clause 0x1
	buffer_load_u16 v112, v44, s[8:11], null offen
	buffer_load_u16 v108, v45, s[8:11], null offen
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x1
	buffer_load_u16 v113, v46, s[8:11], null offen
	buffer_load_u16 v110, v47, s[8:11], null offen
	s_cmp_lt_i32 s2, s15
	s_wait_xcnt 0xf
	s_wait_alu depctr_vm_vsrc(0)
	v_lshlrev_b32_e32 v32, 1, v87
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s3, s15
	s_wait_xcnt 0xe
	v_cndmask_b32_e32 v33, 0x80000000, v48, vcc_lo
	s_wait_xcnt 0xd
	v_lshlrev_b32_e32 v34, 1, v88
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s12, s15
	s_wait_xcnt 0xc
	v_cndmask_b32_e32 v35, 0x80000000, v49, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s13, s15
	s_wait_xcnt 0xb
	v_cndmask_b32_e32 v36, 0x80000000, v50, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s14, s15
	s_wait_xcnt 0xa
	v_cndmask_b32_e32 v37, 0x80000000, v51, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s26, s15
	s_wait_xcnt 0x9
	v_cndmask_b32_e32 v38, 0x80000000, v52, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s27, s15
	s_wait_xcnt 0x8
	v_cndmask_b32_e32 v39, 0x80000000, v53, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s28, s15
	s_wait_xcnt 0x7
	v_cndmask_b32_e32 v40, 0x80000000, v54, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s29, s15
	s_wait_xcnt 0x6
	v_cndmask_b32_e32 v41, 0x80000000, v55, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s30, s15
	s_wait_xcnt 0x5
	v_cndmask_b32_e32 v42, 0x80000000, v56, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s31, s15
	s_wait_xcnt 0x4
	v_cndmask_b32_e32 v43, 0x80000000, v57, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s33, s15
	s_wait_xcnt 0x3
	v_cndmask_b32_e32 v44, 0x80000000, v72, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s34, s15
	s_wait_xcnt 0x2
	v_cndmask_b32_e32 v45, 0x80000000, v93, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s35, s15
	s_wait_xcnt 0x1
	v_cndmask_b32_e32 v46, 0x80000000, v114, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s36, s15
	s_wait_xcnt 0x0
	v_cndmask_b32_e32 v47, 0x80000000, v115, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s37, s15
	v_cndmask_b32_e32 v32, 0x80000000, v32, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s15, s22, 1
	v_cndmask_b32_e32 v34, 0x80000000, v34, vcc_lo
	s_cmp_lt_i32 s15, 2
	s_cselect_b32 s22, s15, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s15, s22, 11
	s_lshl_b32 s40, s22, 12
	s_lshr_b32 s42, s15, 3
	s_lshr_b32 s15, s15, 2
	s_add_co_i32 s42, s40, s42
	s_add_co_i32 s15, s40, s15
	s_add_co_i32 s40, s42, 0x23e0
	s_cmp_lg_u32 s38, s39
	v_dual_add_nc_u32 v115, s42, v116 :: v_dual_add_nc_u32 v114, s15, v116
	s_mov_b32 s38, s41
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(13)
	ds_load_b128 v[48:51], v94
	s_clause 0x3
	buffer_load_u16 v60, v33, s[4:7], null offen
	buffer_load_u16 v117, v35, s[4:7], null offen
	buffer_load_u16 v118, v36, s[4:7], null offen
	buffer_load_u16 v119, v37, s[4:7], null offen
	s_wait_alu depctr_va_vdst(12)
	buffer_load_u16 v120, v38, s[4:7], null offen
	s_wait_alu depctr_va_vdst(11)
	buffer_load_u16 v121, v39, s[4:7], null offen
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u16 v122, v40, s[4:7], null offen
	s_wait_alu depctr_va_vdst(9)
	buffer_load_u16 v123, v41, s[4:7], null offen
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v124, v42, s[4:7], null offen
	s_wait_alu depctr_va_vdst(7)
	buffer_load_u16 v125, v43, s[4:7], null offen
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u16 v126, v44, s[4:7], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u16 v127, v45, s[4:7], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v93, v46, s[4:7], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v56, v47, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v72, v32, s[4:7], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v57, v34, s[4:7], null offen
	ds_load_b128 v[52:55], v94 offset:32
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[32:35], v95
	ds_load_tr16_b128 v[36:39], v95 offset:2304
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[24:31], v[32:39], v[48:55], v[24:31]
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[40:43], v95 offset:64
	ds_load_tr16_b128 v[44:47], v95 offset:2368
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[16:23], v[40:47], v[48:55], v[16:23]
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[48:51], v94 offset:2176
	ds_load_b128 v[52:55], v94 offset:2208
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[32:39], v[48:55], v[8:15]
	v_wmma_f32_16x16x32_f16 v[0:7], v[40:47], v[48:55], v[0:7]
	s_wait_alu depctr_va_vdst(0)
	scratch_load_b32 v49, off, off nv       ; 4-byte Folded Reload
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x1e
	ds_store_b16 v115, v102 offset:9728
	s_wait_loadcnt 0x1c
	ds_store_b16 v115, v105 offset:10272
	s_wait_loadcnt 0x1a
	ds_store_b16 v115, v107 offset:10816
	s_wait_loadcnt 0x18
	ds_store_b16 v115, v109 offset:11360
	s_wait_loadcnt 0x16
	ds_store_b16 v115, v111 offset:11904
	s_wait_loadcnt 0x14
	ds_store_b16 v115, v112 offset:12448
	s_wait_loadcnt 0x12
	ds_store_b16 v115, v113 offset:12992
	ds_store_b16 v115, v59 offset:9184
	ds_store_b16 v115, v99 offset:9456
	ds_store_b16 v115, v100 offset:10000
	ds_store_b16 v115, v101 offset:10544
	ds_store_b16 v115, v103 offset:11088
	ds_store_b16 v115, v104 offset:11632
	ds_store_b16 v115, v106 offset:12176
	ds_store_b16 v115, v108 offset:12720
	s_wait_loadcnt 0x11
	ds_store_b16 v115, v110 offset:13264
	s_wait_loadcnt 0x10
	ds_store_b16 v114, v60
	s_wait_loadcnt 0xf
	ds_store_b16 v114, v117 offset:288
	s_wait_loadcnt 0xe
	ds_store_b16 v114, v118 offset:576
	s_wait_loadcnt 0xd
	ds_store_b16 v114, v119 offset:864
	s_wait_loadcnt 0xc
	ds_store_b16 v114, v120 offset:1152
	s_wait_loadcnt 0xb
	ds_store_b16 v114, v121 offset:1440
	s_wait_loadcnt 0xa
	ds_store_b16 v114, v122 offset:1728
	s_wait_loadcnt 0x9
	ds_store_b16 v114, v123 offset:2016
	s_wait_loadcnt 0x8
	ds_store_b16 v114, v124 offset:2304
	s_wait_loadcnt 0x7
	ds_store_b16 v114, v125 offset:2592
	s_wait_loadcnt 0x6
	ds_store_b16 v114, v126 offset:2880
	s_wait_loadcnt 0x5
	ds_store_b16 v114, v127 offset:3168
	s_wait_loadcnt 0x4
	ds_store_b16 v114, v93 offset:3456
	s_wait_loadcnt 0x3
	ds_store_b16 v114, v56 offset:3744
	s_wait_loadcnt 0x2
	ds_store_b16 v114, v72 offset:4032
	s_wait_loadcnt 0x1
	ds_store_b16 v114, v57 offset:4320
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	s_wait_loadcnt 0x0
	v_nop
	v_nop
	v_nop
	v_mov_b32_e32 v32, v49
	s_wait_alu depctr_vm_vsrc(0)
	s_clause 0x2                            ; 12-byte Folded Reload
	scratch_load_b32 v72, off, off offset:12 nv
	scratch_load_b32 v93, off, off offset:16 nv
	scratch_load_b32 v34, off, off offset:20 nv
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v7, 0
	s_movk_i32 s40, 0x23e0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v6, v7 :: v_dual_mov_b32 v5, v7
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v2, v7 :: v_dual_mov_b32 v1, v7
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v14, v7 :: v_dual_mov_b32 v13, v7
	v_dual_mov_b32 v12, v7 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v10, v7 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v8, v7 :: v_dual_mov_b32 v23, v7
	v_dual_mov_b32 v22, v7 :: v_dual_mov_b32 v21, v7
	v_dual_mov_b32 v20, v7 :: v_dual_mov_b32 v19, v7
	v_dual_mov_b32 v18, v7 :: v_dual_mov_b32 v17, v7
	v_dual_mov_b32 v16, v7 :: v_dual_mov_b32 v31, v7
	v_dual_mov_b32 v30, v7 :: v_dual_mov_b32 v29, v7
	v_dual_mov_b32 v28, v7 :: v_dual_mov_b32 v27, v7
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v25, v7
	v_mov_b32_e32 v24, v7
.LBB0_8:                                ; %._crit_edge
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s0, s1, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	v_add3_u32 v33, s15, v97, v58
	s_wait_loadcnt 0x0
	v_lshl_or_b32 v34, s19, 4, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v35, 4, v34 :: v_dual_add_nc_u32 v50, s40, v34
	v_and_b32_e32 v51, 0x70, v35
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[34:37], v33
	ds_load_tr16_b128 v[38:41], v33 offset:2304
	ds_load_tr16_b128 v[42:45], v33 offset:64
	ds_load_tr16_b128 v[46:49], v33 offset:2368
	v_add3_u32 v32, v50, v32, v51
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[50:53], v32
	ds_load_b128 v[54:57], v32 offset:32
	ds_load_b128 v[62:65], v32 offset:2208
	ds_load_b128 v[58:61], v32 offset:2176
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[24:31], v[34:41], v[50:57], v[24:31]
	v_wmma_f32_16x16x32_f16 v[16:23], v[42:49], v[50:57], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[34:41], v[58:65], v[8:15]
	v_wmma_f32_16x16x32_f16 v[0:7], v[42:49], v[58:65], v[0:7]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_wait_loadcnt 0x2
	s_wait_alu depctr_vm_vsrc(0)
	v_lshrrev_b32_e32 v32, 1, v72
	v_cvt_pk_f16_f32 v24, v24, v25
	v_cvt_pk_f16_f32 v25, v26, v27
	v_cvt_pk_f16_f32 v26, v28, v29
	v_cvt_pk_f16_f32 v27, v30, v31
	v_and_b32_e32 v28, 24, v32
	v_cvt_pk_f16_f32 v16, v16, v17
	v_cvt_pk_f16_f32 v17, v18, v19
	v_cvt_pk_f16_f32 v18, v20, v21
	v_cvt_pk_f16_f32 v19, v22, v23
	v_or_b32_e32 v20, s25, v28
	v_cvt_pk_f16_f32 v8, v8, v9
	v_cvt_pk_f16_f32 v9, v10, v11
	v_cvt_pk_f16_f32 v10, v12, v13
	v_cvt_pk_f16_f32 v11, v14, v15
	v_cmp_gt_i32_e32 vcc_lo, s17, v20
	v_cvt_pk_f16_f32 v12, v0, v1
	v_cvt_pk_f16_f32 v3, v2, v3
	v_cvt_pk_f16_f32 v4, v4, v5
	v_cvt_pk_f16_f32 v0, v6, v7
	v_or_b32_e32 v5, 39, v28
	v_or_b32_e32 v6, 38, v28
	v_or_b32_e32 v7, 37, v28
	v_or_b32_e32 v13, 36, v28
	v_or_b32_e32 v14, 35, v28
	v_or_b32_e32 v1, s25, v5
	v_or_b32_e32 v2, s25, v6
	v_or_b32_e32 v15, s25, v7
	v_or_b32_e32 v20, s25, v13
	v_or_b32_e32 v21, s25, v14
	v_or_b32_e32 v22, 34, v28
	v_or_b32_e32 v23, 33, v28
	v_or_b32_e32 v29, 32, v28
	v_or_b32_e32 v30, 7, v28
	v_or_b32_e32 v31, 6, v28
	v_or_b32_e32 v32, s25, v22
	v_or_b32_e32 v33, s25, v23
	s_wait_loadcnt 0x0
	v_or_b32_e32 v34, s25, v29
	v_or_b32_e32 v35, s25, v30
	v_or_b32_e32 v36, s25, v31
	v_or_b32_e32 v37, 5, v28
	v_or_b32_e32 v38, 4, v28
	v_or_b32_e32 v39, 3, v28
	v_or_b32_e32 v40, 2, v28
	v_or_b32_e32 v41, 1, v28
	v_or_b32_e32 v42, s25, v37
	v_or_b32_e32 v43, s25, v38
	v_or_b32_e32 v44, s25, v39
	v_or_b32_e32 v45, s25, v40
	v_or_b32_e32 v46, s25, v41
	v_cmp_gt_i32_e64 s0, s17, v42
	v_cmp_gt_i32_e64 s1, s17, v43
	v_cmp_gt_i32_e64 s2, s17, v44
	v_cmp_gt_i32_e64 s3, s17, v45
	v_cmp_gt_i32_e64 s4, s17, v46
	v_cmp_gt_i32_e64 s5, s17, v36
	v_cmp_gt_i32_e64 s6, s17, v35
	v_cmp_gt_i32_e64 s7, s17, v34
	v_cmp_gt_i32_e64 s8, s17, v33
	v_cmp_gt_i32_e64 s9, s17, v32
	v_cmp_gt_i32_e64 s10, s17, v21
	v_cmp_gt_i32_e64 s11, s17, v20
	v_cmp_gt_i32_e64 s12, s17, v15
	v_cmp_gt_i32_e64 s13, s17, v2
	v_cmp_gt_i32_e64 s14, s17, v1
	v_dual_lshrrev_b32 v15, 16, v24 :: v_dual_lshrrev_b32 v20, 16, v25
	v_dual_lshrrev_b32 v21, 16, v26 :: v_dual_lshrrev_b32 v32, 16, v27
	v_dual_lshrrev_b32 v33, 16, v16 :: v_dual_lshrrev_b32 v34, 16, v17
	v_dual_lshrrev_b32 v35, 16, v18 :: v_dual_lshrrev_b32 v36, 16, v19
	v_dual_lshrrev_b32 v42, 16, v8 :: v_dual_lshrrev_b32 v43, 16, v9
	v_dual_lshrrev_b32 v44, 16, v10 :: v_dual_lshrrev_b32 v45, 16, v11
	v_dual_lshrrev_b32 v46, 16, v12 :: v_dual_lshrrev_b32 v47, 16, v3
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 16, v0
	s_lshr_b32 s15, s19, 2
	s_mul_i32 s17, s24, s23
	v_or_b32_e32 v48, s15, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v49, s24, v48
	v_or_b32_e32 v50, 32, v48
	v_cmp_gt_i32_e64 s15, s16, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v49, s24, v50
	v_cmp_gt_i32_e64 s16, s16, v49
	s_add_co_i32 s17, s17, s25
	s_or_b64 s[20:21], s[20:21], 0xfc00000000000000
	v_mad_u32 v48, s23, v48, s17
	v_mad_u32 v49, s23, v50, s17
	s_delay_alu instid0(VALU_DEP_2)
	v_add_lshl_u32 v50, v48, v28, 1
	v_add_lshl_u32 v51, v48, v41, 1
	v_add_lshl_u32 v52, v48, v40, 1
	v_add_lshl_u32 v53, v48, v39, 1
	v_add_lshl_u32 v54, v48, v38, 1
	v_add_lshl_u32 v55, v48, v37, 1
	v_add_lshl_u32 v56, v48, v31, 1
	v_add_lshl_u32 v57, v48, v30, 1
	v_add_lshl_u32 v58, v48, v29, 1
	v_add_lshl_u32 v59, v48, v23, 1
	v_add_lshl_u32 v60, v48, v22, 1
	v_add_lshl_u32 v61, v48, v14, 1
	v_add_lshl_u32 v62, v48, v13, 1
	v_add_lshl_u32 v63, v48, v7, 1
	v_add_lshl_u32 v64, v48, v6, 1
	v_add_lshl_u32 v48, v48, v5, 1
	v_add_lshl_u32 v28, v49, v28, 1
	v_add_lshl_u32 v41, v49, v41, 1
	v_add_lshl_u32 v40, v49, v40, 1
	v_add_lshl_u32 v39, v49, v39, 1
	v_add_lshl_u32 v38, v49, v38, 1
	v_add_lshl_u32 v37, v49, v37, 1
	v_add_lshl_u32 v31, v49, v31, 1
	v_add_lshl_u32 v30, v49, v30, 1
	v_add_lshl_u32 v29, v49, v29, 1
	v_add_lshl_u32 v23, v49, v23, 1
	v_add_lshl_u32 v22, v49, v22, 1
	v_add_lshl_u32 v14, v49, v14, 1
	v_add_lshl_u32 v13, v49, v13, 1
	v_add_lshl_u32 v7, v49, v7, 1
	v_add_lshl_u32 v6, v49, v6, 1
	v_add_lshl_u32 v5, v49, v5, 1
	s_and_b32 s17, s15, vcc_lo
	s_mov_b32 s23, 0
	v_cndmask_b32_e64 v49, 0x80000000, v50, s17
	s_mov_b32 s22, 0xffffff
	s_and_b32 vcc_lo, s16, vcc_lo
	s_and_b32 s17, s15, s4
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
	v_cndmask_b32_e64 v50, 0x80000000, v51, s17
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v24, v49, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s3
	s_and_b32 s17, s15, s2
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v24, 0x80000000, v52, vcc_lo
	v_cndmask_b32_e64 v49, 0x80000000, v53, s17
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v15, v50, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s1
	s_and_b32 s17, s15, s0
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v15, 0x80000000, v54, vcc_lo
	v_cndmask_b32_e64 v50, 0x80000000, v55, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v25, v24, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v20, v49, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s5
	s_and_b32 s17, s15, s6
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v20, 0x80000000, v56, vcc_lo
	v_cndmask_b32_e64 v24, 0x80000000, v57, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v26, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v21, v50, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s7
	s_and_b32 s17, s15, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v58, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v21, 0x80000000, v59, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v27, v20, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v32, v24, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s9
	s_and_b32 s17, s15, s10
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v20, 0x80000000, v60, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v24, 0x80000000, v61, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v16, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v33, v21, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s11
	s_and_b32 s17, s15, s12
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v62, vcc_lo
	v_cndmask_b32_e64 v16, 0x80000000, v63, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v17, v20, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v34, v24, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s13
	s_and_b32 s15, s15, s14
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v17, 0x80000000, v64, vcc_lo
	v_cndmask_b32_e64 v20, 0x80000000, v48, s15
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v18, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v35, v16, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s4
	s_and_b32 s3, s16, s3
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v41, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v16, 0x80000000, v40, s3
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v19, v17, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v36, v20, s[20:23], null offen
	buffer_store_b16 v8, v28, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s2
	s_and_b32 s1, s16, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v8, 0x80000000, v39, vcc_lo
	v_cndmask_b32_e64 v17, 0x80000000, v38, s1
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v42, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v9, v16, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s0
	s_and_b32 s0, s16, s5
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v9, 0x80000000, v37, vcc_lo
	v_cndmask_b32_e64 v15, 0x80000000, v31, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v43, v8, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v10, v17, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s6
	s_and_b32 s0, s16, s7
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v8, 0x80000000, v30, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v10, 0x80000000, v29, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v44, v9, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v11, v15, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s8
	s_and_b32 s0, s16, s9
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v9, 0x80000000, v23, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v11, 0x80000000, v22, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v45, v8, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v12, v10, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s10
	s_and_b32 s0, s16, s11
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v8, 0x80000000, v14, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v10, 0x80000000, v13, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v46, v9, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v3, v11, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s12
	s_and_b32 s0, s16, s13
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v3, 0x80000000, v7, vcc_lo
	v_cndmask_b32_e64 v6, 0x80000000, v6, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v47, v8, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v4, v10, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s14
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v4, 0x80000000, v5, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v2, v3, s[20:23], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_store_b16 v0, v6, s[20:23], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b16 v1, v4, s[20:23], null offen
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 28
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 66
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.set .Lmatmul_kernel.num_vgpr, 128
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 66
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 28
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 1
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8316
; TotalNumSgprs: 68
; NumVgprs: 128
; ScratchSize: 28
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 128
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
    .private_segment_fixed_size: 28
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 6
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
