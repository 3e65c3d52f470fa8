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
	s_mov_b32 s17, -1
	s_mov_b32 s6, s14
	s_mov_b32 s7, s15
	v_and_b32_e32 v96, 31, v0
	v_dual_lshlrev_b32 v1, 8, v0 :: v_dual_bitop2_b32 v99, 16, v0 bitop3:0x40
	v_lshlrev_b32_e32 v2, 1, v0
	s_clause 0x3
	s_load_b128 s[20:23], s[0:1], 0x18 nv
	s_load_b128 s[8:11], s[0:1], 0x0 nv
	s_load_b64 s[24:25], s[0:1], 0x10 nv
	s_load_b64 s[18:19], s[0:1], 0x28 nv
                                        ; implicit-def: $vgpr64
                                        ; implicit-def: $vgpr97
                                        ; implicit-def: $vgpr98
	s_wait_kmcnt 0x0
	s_add_co_i32 s0, s21, 0x7f
	s_add_co_i32 s1, s20, 63
	s_ashr_i32 s4, s0, 31
	s_ashr_i32 s5, s1, 31
	s_lshr_b32 s4, s4, 25
	s_lshr_b32 s5, s5, 26
	s_add_co_i32 s0, s0, s4
	s_add_co_i32 s1, s1, s5
	s_ashr_i32 s0, s0, 7
	s_ashr_i32 s1, s1, 6
	s_lshl_b32 s4, s0, 3
	s_xor_b32 s0, ttmp9, s0
	s_abs_i32 s5, s4
	s_ashr_i32 s0, s0, 31
	s_cvt_f32_u32 s13, s5
	s_sub_co_i32 s16, 0, s5
	s_mov_b32 s12, s8
	v_cmp_gt_i32_e32 vcc_lo, s22, v96
	v_s_rcp_f32 s13, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s13, s13, 0x4f7ffffe
	s_cvt_u32_f32 s13, s13
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s16, s16, s13
	s_mul_hi_u32 s16, s13, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s13, s13, s16
	s_mul_hi_u32 s13, s3, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s16, s13, s5
	s_add_co_i32 s26, s13, 1
	s_sub_co_i32 s3, s3, s16
	s_sub_co_i32 s16, s3, s5
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s13, s26, s13
	s_cselect_b32 s3, s16, s3
	s_add_co_i32 s16, s13, 1
	s_cmp_ge_u32 s3, s5
	s_cselect_b32 s3, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s0
	s_sub_co_i32 s0, s3, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s5, s0, 3
	s_mul_i32 s0, s0, s4
	s_sub_co_i32 s1, s1, s5
	s_sub_co_i32 s4, ttmp9, s0
	s_min_i32 s1, s1, 8
	s_abs_i32 s0, s4
	s_abs_i32 s3, s1
	s_xor_b32 s13, s4, s1
	s_cvt_f32_u32 s16, s3
	s_ashr_i32 s13, s13, 31
	s_sub_co_i32 s26, 0, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s16, s16
	s_mul_f32 s16, s16, 0x4f7ffffe
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s16, s16
	s_mul_i32 s26, s26, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s26, s16, s26
	s_add_co_i32 s16, s16, s26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s16, s0, s16
	s_mul_i32 s26, s16, s3
	s_add_co_i32 s27, s16, 1
	s_sub_co_i32 s0, s0, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s26, s0, s3
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s16, s27, s16
	s_cselect_b32 s0, s26, s0
	s_add_co_i32 s26, s16, 1
	s_cmp_ge_u32 s0, s3
	s_cselect_b32 s16, s26, s16
	s_abs_i32 s0, s20
	s_lshl_b32 s3, s2, 5
	s_cvt_f32_u32 s26, s0
	s_and_b32 s27, s2, 3
	s_xor_b32 s2, s16, s13
	s_and_b32 s28, s3, 0x60
	v_s_rcp_f32 s16, s26
	v_bitop3_b32 v4, v96, 0x7f, s3 bitop3:0xc8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v100, 1, v4
	v_add_nc_u32_e32 v3, 0, v100
	s_sub_co_i32 s29, 0, s0
	s_sub_co_i32 s2, s2, s13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_mul_f32 s13, s16, 0x4f7ffffe
	s_mul_i32 s1, s2, s1
	s_sub_co_i32 s1, s4, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_cvt_u32_f32 s13, s13
	s_add_co_i32 s1, s1, s5
	s_lshl_b32 s26, s1, 6
	s_bfe_i32 s1, s1, 0x10019
	s_or_b32 s4, s26, s27
	s_mul_i32 s29, s29, s13
	s_add_co_i32 s4, s4, s1
	s_mul_hi_u32 s5, s13, s29
	s_xor_b32 s16, s4, s1
	s_add_co_i32 s5, s13, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s13, s13, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 4
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s68, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s68, s68, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v5, s68, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 8
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s67, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s67, s67, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v6, s67, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 12
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s66, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s66, s66, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v7, s66, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 16
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s65, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s65, s65, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v8, s65, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 20
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s64, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s64, s64, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v9, s64, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 24
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s63, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s63, s63, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v10, s63, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 28
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s62, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s62, s62, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v11, s62, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 32
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s61, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s61, s61, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v12, s61, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 36
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s60, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s60, s60, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v13, s60, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 40
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s59, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s59, s59, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v14, s59, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 44
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s58, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s58, s58, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v15, s58, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 48
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s57, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s57, s57, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v16, s57, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 52
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s56, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s56, s56, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v17, s56, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s16, s4, 56
	s_xor_b32 s13, s13, s1
	s_xor_b32 s16, s16, s1
	s_sub_co_i32 s55, s13, s1
	s_mul_hi_u32 s13, s16, s5
	s_mul_i32 s55, s55, s23
	s_mul_i32 s13, s13, s0
	v_add_lshl_u32 v18, s55, v96, 1
	s_sub_co_i32 s13, s16, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_sub_co_i32 s16, s13, s0
	s_cmp_ge_u32 s13, s0
	s_cselect_b32 s13, s16, s13
	s_add_co_i32 s4, s4, 60
	s_xor_b32 s13, s13, s1
	s_xor_b32 s4, s4, s1
	s_sub_co_i32 s54, s13, s1
	s_mul_hi_u32 s5, s4, s5
	s_mul_i32 s54, s54, s23
	s_mul_i32 s5, s5, s0
	v_add_lshl_u32 v19, s54, v96, 1
	s_sub_co_i32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s4, s0
	s_cmp_ge_u32 s4, s0
	s_cselect_b32 s4, s5, s4
	s_sub_co_i32 s5, s4, s0
	s_cmp_ge_u32 s4, s0
	s_cselect_b32 s0, s5, s4
	s_abs_i32 s4, s21
	s_lshl_b32 s27, s2, 7
	s_cvt_f32_u32 s5, s4
	v_or_b32_e32 v4, s27, v4
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s5, s5
	s_bfe_i32 s30, s2, 0x10018
	s_mul_f32 s2, s5, 0x4f7ffffe
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s30, v4
	v_xor_b32_e32 v4, s30, v4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cvt_u32_f32 s2, s2
	s_sub_co_i32 s5, 0, s4
	s_xor_b32 s0, s0, s1
	s_add_co_i32 s29, s22, 31
	s_mul_i32 s5, s5, s2
	s_sub_co_i32 s53, s0, s1
	s_mul_hi_u32 s0, s2, s5
	s_mul_i32 s53, s53, s23
	s_add_co_i32 s2, s2, s0
	v_add_lshl_u32 v20, s53, v96, 1
	v_mul_hi_u32 v21, v4, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v21, v21, s4
	v_sub_nc_u32_e32 v4, v4, v21
	s_cmp_gt_i32 s29, 31
	s_cselect_b32 s16, -1, 0
	s_or_b32 s9, s9, 0xfc000000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_le_u32_e64 s0, s4, v4
	v_subrev_nc_u32_e32 v21, s4, v4
	v_cndmask_b32_e64 v4, v4, v21, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_le_u32_e64 s0, s4, v4
	v_subrev_nc_u32_e32 v21, s4, v4
	v_cndmask_b32_e64 v4, v4, v21, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, s30, v4
	v_subrev_nc_u32_e32 v21, s30, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v22, s18, v21 :: v_dual_lshlrev_b32 v21, 1, v21
	v_dual_add_nc_u32 v23, s18, v22 :: v_dual_lshlrev_b32 v22, 1, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v24, s18, v23 :: v_dual_lshlrev_b32 v23, 1, v23
	v_dual_add_nc_u32 v25, s18, v24 :: v_dual_lshlrev_b32 v24, 1, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v26, s18, v25 :: v_dual_lshlrev_b32 v25, 1, v25
	v_dual_add_nc_u32 v27, s18, v26 :: v_dual_lshlrev_b32 v26, 1, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v28, s18, v27 :: v_dual_lshlrev_b32 v27, 1, v27
	v_dual_add_nc_u32 v29, s18, v28 :: v_dual_lshlrev_b32 v28, 1, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v30, s18, v29 :: v_dual_lshlrev_b32 v29, 1, v29
	v_dual_add_nc_u32 v31, s18, v30 :: v_dual_lshlrev_b32 v30, 1, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v32, s18, v31 :: v_dual_lshlrev_b32 v31, 1, v31
	v_dual_add_nc_u32 v33, s18, v32 :: v_dual_lshlrev_b32 v32, 1, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v34, s18, v33 :: v_dual_lshlrev_b32 v33, 1, v33
	v_dual_add_nc_u32 v35, s18, v34 :: v_dual_lshlrev_b32 v34, 1, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v36, s18, v35 :: v_dual_lshlrev_b32 v35, 1, v35
	v_dual_add_nc_u32 v37, s18, v36 :: v_dual_lshlrev_b32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v38, s18, v37 :: v_dual_lshlrev_b32 v37, 1, v37
	v_dual_add_nc_u32 v39, s18, v38 :: v_dual_lshlrev_b32 v38, 1, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v40, s18, v39 :: v_dual_lshlrev_b32 v39, 1, v39
	v_dual_add_nc_u32 v41, s18, v40 :: v_dual_lshlrev_b32 v40, 1, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v42, s18, v41 :: v_dual_lshlrev_b32 v41, 1, v41
	v_dual_add_nc_u32 v43, s18, v42 :: v_dual_lshlrev_b32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v44, s18, v43 :: v_dual_lshlrev_b32 v43, 1, v43
	v_dual_add_nc_u32 v45, s18, v44 :: v_dual_lshlrev_b32 v44, 1, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v46, s18, v45 :: v_dual_lshlrev_b32 v45, 1, v45
	v_dual_add_nc_u32 v47, s18, v46 :: v_dual_lshlrev_b32 v46, 1, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v48, s18, v47 :: v_dual_lshlrev_b32 v47, 1, v47
	v_dual_add_nc_u32 v49, s18, v48 :: v_dual_lshlrev_b32 v48, 1, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_nc_u32 v50, s18, v49 :: v_dual_lshlrev_b32 v49, 1, v49
	v_dual_add_nc_u32 v51, s18, v50 :: v_dual_lshlrev_b32 v50, 1, v50
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v52, 1, v51
	v_add_lshl_u32 v51, v51, s18, 1
	s_and_b32 vcc_lo, vcc_lo, s16
	s_mov_b32 s13, s9
	s_add_co_i32 s0, s22, -1
	v_dual_cndmask_b32 v5, 0x80000000, v5 :: v_dual_cndmask_b32 v6, 0x80000000, v6
	v_dual_cndmask_b32 v7, 0x80000000, v7 :: v_dual_cndmask_b32 v8, 0x80000000, v8
	v_dual_cndmask_b32 v9, 0x80000000, v9 :: v_dual_cndmask_b32 v10, 0x80000000, v10
	v_dual_cndmask_b32 v11, 0x80000000, v11 :: v_dual_cndmask_b32 v12, 0x80000000, v12
	v_dual_cndmask_b32 v13, 0x80000000, v13 :: v_dual_cndmask_b32 v14, 0x80000000, v14
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_cndmask_b32 v16, 0x80000000, v16
	v_dual_cndmask_b32 v17, 0x80000000, v17 :: v_dual_cndmask_b32 v18, 0x80000000, v18
	v_dual_cndmask_b32 v19, 0x80000000, v19 :: v_dual_cndmask_b32 v20, 0x80000000, v20
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x7
	buffer_load_u16 v53, v5, s[12:15], null offen
	buffer_load_u16 v54, v6, s[12:15], null offen
	buffer_load_u16 v55, v7, s[12:15], null offen
	buffer_load_u16 v56, v8, s[12:15], null offen
	buffer_load_u16 v57, v9, s[12:15], null offen
	buffer_load_u16 v58, v10, s[12:15], null offen
	buffer_load_u16 v59, v11, s[12:15], null offen
	buffer_load_u16 v60, v12, s[12:15], null offen
	s_cmp_lt_u32 s0, 0x7fffffe0
	s_wait_alu depctr_vm_vsrc(6)
	buffer_load_u16 v5, v13, s[12:15], null offen
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -2
	buffer_load_u16 v6, v14, s[12:15], null offen
	s_cmp_lt_u32 s0, 0x7fffffdf
	s_wait_alu depctr_vm_vsrc(6)
	buffer_load_u16 v7, v15, s[12:15], null offen
	s_cselect_b32 s0, -1, 0
	s_add_co_i32 s1, s22, -3
	buffer_load_u16 v8, v16, s[12:15], null offen
	s_cmp_lt_u32 s1, 0x7fffffde
	s_wait_alu depctr_vm_vsrc(6)
	buffer_load_u16 v9, v17, s[12:15], null offen
	s_cselect_b32 s1, -1, 0
	s_add_co_i32 s2, s22, -4
	buffer_load_u16 v10, v18, s[12:15], null offen
	s_cmp_lt_u32 s2, 0x7fffffdd
	s_wait_alu depctr_vm_vsrc(6)
	buffer_load_u16 v11, v19, s[12:15], null offen
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s4, s22, -5
	buffer_load_u16 v12, v20, s[12:15], null offen
	s_cmp_lt_u32 s4, 0x7fffffdc
	s_wait_xcnt 0x7
	s_wait_alu depctr_vm_vsrc(6)
	v_cndmask_b32_e32 v13, 0x80000000, v21, vcc_lo
	s_wait_xcnt 0x6
	v_cndmask_b32_e64 v14, 0x80000000, v22, s0
	s_wait_xcnt 0x5
	s_wait_alu depctr_vm_vsrc(5)
	v_cndmask_b32_e64 v15, 0x80000000, v23, s1
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(4)
	v_cndmask_b32_e64 v16, 0x80000000, v24, s2
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -6
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e32 v17, 0x80000000, v25, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffdb
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -7
	s_wait_xcnt 0x2
	s_wait_alu depctr_vm_vsrc(2)
	v_cndmask_b32_e32 v18, 0x80000000, v26, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffda
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v19, 0x80000000, v27, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd9
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -9
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v20, 0x80000000, v28, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd8
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -10
	v_cndmask_b32_e32 v21, 0x80000000, v29, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd7
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -11
	v_cndmask_b32_e32 v22, 0x80000000, v30, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd6
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -12
	v_cndmask_b32_e32 v23, 0x80000000, v31, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd5
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -13
	v_cndmask_b32_e32 v24, 0x80000000, v32, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd4
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -14
	v_cndmask_b32_e32 v25, 0x80000000, v33, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd3
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -15
	v_cndmask_b32_e32 v26, 0x80000000, v34, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd2
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -16
	v_cndmask_b32_e32 v27, 0x80000000, v35, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd1
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 17
	v_cndmask_b32_e32 v28, 0x80000000, v36, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd0
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 18
	v_cndmask_b32_e32 v29, 0x80000000, v37, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcf
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 19
	v_cndmask_b32_e32 v30, 0x80000000, v38, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffce
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 20
	v_cndmask_b32_e32 v31, 0x80000000, v39, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcd
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 21
	v_cndmask_b32_e32 v32, 0x80000000, v40, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcc
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 22
	v_cndmask_b32_e32 v33, 0x80000000, v41, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcb
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 23
	v_cndmask_b32_e32 v34, 0x80000000, v42, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffca
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 24
	v_cndmask_b32_e32 v35, 0x80000000, v43, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc9
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 25
	v_cndmask_b32_e32 v36, 0x80000000, v44, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc8
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 26
	v_cndmask_b32_e32 v37, 0x80000000, v45, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc7
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 27
	v_cndmask_b32_e32 v38, 0x80000000, v46, vcc_lo
	s_wait_loadcnt 0xf
	ds_store_b16 v3, v53 offset:18400
	s_wait_loadcnt 0xe
	ds_store_b16 v3, v54 offset:18672
	s_wait_loadcnt 0xd
	ds_store_b16 v3, v55 offset:18944
	s_wait_loadcnt 0xc
	ds_store_b16 v3, v56 offset:19216
	s_wait_loadcnt 0xb
	ds_store_b16 v3, v57 offset:19488
	s_wait_loadcnt 0xa
	ds_store_b16 v3, v58 offset:19760
	s_wait_loadcnt 0x9
	ds_store_b16 v3, v59 offset:20032
	s_wait_loadcnt 0x8
	ds_store_b16 v3, v60 offset:20304
	s_cmp_lt_u32 s0, 0x7fffffc6
	s_wait_loadcnt 0x7
	ds_store_b16 v3, v5 offset:20576
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 28
	s_wait_loadcnt 0x6
	ds_store_b16 v3, v6 offset:20848
	s_cmp_lt_u32 s0, 0x7fffffc5
	s_wait_loadcnt 0x5
	ds_store_b16 v3, v7 offset:21120
	s_cselect_b32 s0, -1, 0
	s_sub_co_i32 s1, s22, 29
	s_wait_loadcnt 0x4
	ds_store_b16 v3, v8 offset:21392
	s_cmp_lt_u32 s1, 0x7fffffc4
	s_wait_loadcnt 0x3
	ds_store_b16 v3, v9 offset:21664
	s_cselect_b32 s1, -1, 0
	s_sub_co_i32 s2, s22, 30
	s_wait_loadcnt 0x2
	ds_store_b16 v3, v10 offset:21936
	s_cmp_lt_u32 s2, 0x7fffffc3
	s_wait_loadcnt 0x1
	ds_store_b16 v3, v11 offset:22208
	s_cselect_b32 s2, -1, 0
	s_sub_co_i32 s4, s22, 31
	s_wait_loadcnt 0x0
	ds_store_b16 v3, v12 offset:22480
	s_wait_alu depctr_vm_vsrc(6)
	v_cndmask_b32_e32 v5, 0x80000000, v47, vcc_lo
	v_cndmask_b32_e64 v6, 0x80000000, v48, s0
	s_wait_alu depctr_vm_vsrc(5)
	v_cndmask_b32_e64 v7, 0x80000000, v49, s1
	s_wait_alu depctr_vm_vsrc(4)
	v_cndmask_b32_e64 v8, 0x80000000, v50, s2
	s_cmp_lt_u32 s4, 0x7fffffc2
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s1, s22, 32
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e32 v9, 0x80000000, v52, vcc_lo
	s_cmp_lt_u32 s1, 0x7fffffc1
	s_cselect_b32 vcc_lo, -1, 0
	s_or_b64 s[4:5], s[10:11], 0xfc00000000000000
	s_wait_alu depctr_vm_vsrc(2)
	v_cndmask_b32_e32 v10, 0x80000000, v51, vcc_lo
	s_wait_alu depctr_va_vdst(14) depctr_vm_vsrc(1)
	buffer_load_u16 v11, v13, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(0)
	buffer_load_u16 v12, v14, s[4:7], null offen
	s_wait_alu depctr_va_vdst(13)
	buffer_load_u16 v39, v15, s[4:7], null offen
	s_wait_alu depctr_va_vdst(12)
	buffer_load_u16 v40, v16, s[4:7], null offen
	s_wait_alu depctr_va_vdst(11)
	buffer_load_u16 v41, v17, s[4:7], null offen
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u16 v42, v18, s[4:7], null offen
	s_wait_alu depctr_va_vdst(9)
	buffer_load_u16 v43, v19, s[4:7], null offen
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v44, v20, s[4:7], null offen
	s_wait_alu depctr_va_vdst(7)
	buffer_load_u16 v45, v21, s[4:7], null offen
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u16 v46, v22, s[4:7], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u16 v47, v23, s[4:7], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v48, v24, s[4:7], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v49, v25, s[4:7], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v50, v26, s[4:7], null offen
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x1
	buffer_load_u16 v51, v27, s[4:7], null offen
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	buffer_load_u16 v13, v28, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(6)
	s_clause 0x8
	buffer_load_u16 v14, v29, s[4:7], null offen
	buffer_load_u16 v15, v30, s[4:7], null offen
	buffer_load_u16 v16, v31, s[4:7], null offen
	buffer_load_u16 v17, v32, s[4:7], null offen
	buffer_load_u16 v18, v33, s[4:7], null offen
	buffer_load_u16 v19, v34, s[4:7], null offen
	buffer_load_u16 v20, v35, s[4:7], null offen
	buffer_load_u16 v21, v36, s[4:7], null offen
	buffer_load_u16 v22, v37, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(6)
	s_clause 0x4
	buffer_load_u16 v23, v38, s[4:7], null offen
	buffer_load_u16 v24, v5, s[4:7], null offen
	buffer_load_u16 v25, v6, s[4:7], null offen
	buffer_load_u16 v26, v7, s[4:7], null offen
	buffer_load_u16 v27, v8, s[4:7], null offen
                                        ; kill: killed $vgpr30
                                        ; kill: killed $vgpr34
                                        ; kill: killed $vgpr38
                                        ; kill: killed $vgpr8
                                        ; kill: killed $vgpr31
                                        ; kill: killed $vgpr35
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr28
                                        ; kill: killed $vgpr32
                                        ; kill: killed $vgpr36
                                        ; kill: killed $vgpr6
                                        ; kill: killed $vgpr29
                                        ; kill: killed $vgpr33
                                        ; kill: killed $vgpr37
                                        ; kill: killed $vgpr7
	s_wait_alu depctr_vm_vsrc(3)
	buffer_load_u16 v5, v9, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(3)
	buffer_load_u16 v6, v10, s[4:7], null offen
	s_cmp_gt_i32 s29, 63
	s_wait_loadcnt 0x1f
	ds_store_b16 v3, v11
	s_wait_loadcnt 0x1e
	ds_store_b16 v3, v12 offset:288
	s_wait_loadcnt 0x1d
	ds_store_b16 v3, v39 offset:576
	s_wait_loadcnt 0x1c
	ds_store_b16 v3, v40 offset:864
	s_wait_loadcnt 0x1b
	ds_store_b16 v3, v41 offset:1152
	s_wait_loadcnt 0x1a
	ds_store_b16 v3, v42 offset:1440
	s_wait_loadcnt 0x19
	ds_store_b16 v3, v43 offset:1728
	s_wait_loadcnt 0x18
	ds_store_b16 v3, v44 offset:2016
	s_wait_loadcnt 0x17
	ds_store_b16 v3, v45 offset:2304
	s_wait_loadcnt 0x16
	ds_store_b16 v3, v46 offset:2592
	s_wait_loadcnt 0x15
	ds_store_b16 v3, v47 offset:2880
	s_wait_loadcnt 0x14
	ds_store_b16 v3, v48 offset:3168
	s_wait_loadcnt 0x13
	ds_store_b16 v3, v49 offset:3456
	s_wait_loadcnt 0x12
	ds_store_b16 v3, v50 offset:3744
	s_wait_loadcnt 0x11
	ds_store_b16 v3, v51 offset:4032
	s_wait_loadcnt 0x10
	ds_store_b16 v3, v13 offset:4320
	s_wait_loadcnt 0xf
	ds_store_b16 v3, v14 offset:4608
	s_wait_loadcnt 0xe
	ds_store_b16 v3, v15 offset:4896
	s_wait_loadcnt 0xd
	ds_store_b16 v3, v16 offset:5184
	s_wait_loadcnt 0xc
	ds_store_b16 v3, v17 offset:5472
	s_wait_loadcnt 0xb
	ds_store_b16 v3, v18 offset:5760
	s_wait_loadcnt 0xa
	ds_store_b16 v3, v19 offset:6048
	s_wait_loadcnt 0x9
	ds_store_b16 v3, v20 offset:6336
	s_wait_loadcnt 0x8
	ds_store_b16 v3, v21 offset:6624
	s_wait_loadcnt 0x7
	ds_store_b16 v3, v22 offset:6912
	s_wait_loadcnt 0x6
	ds_store_b16 v3, v23 offset:7200
	s_wait_loadcnt 0x5
	ds_store_b16 v3, v24 offset:7488
	s_wait_loadcnt 0x4
	ds_store_b16 v3, v25 offset:7776
	s_wait_loadcnt 0x3
	ds_store_b16 v3, v26 offset:8064
	s_wait_loadcnt 0x2
	ds_store_b16 v3, v27 offset:8352
	s_wait_loadcnt 0x1
	ds_store_b16 v3, v5 offset:8640
	s_wait_loadcnt 0x0
	ds_store_b16 v3, v6 offset:8928
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v64, 16, v0
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v3, 16, v2
	v_and_or_b32 v5, 0x700, v1, s28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 7, v64
	v_or3_b32 v97, v3, v6, v5
	s_mov_b32 s17, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 3, v97
	v_and_b32_e32 v98, 0x1e0, v3
.LBB0_2:                                ; %Flow129
	s_and_b32 s0, s17, exec_lo
	v_and_b32_e32 v101, 15, v0
	s_cselect_b32 s0, 1, 0
	v_lshlrev_b32_e32 v103, 2, v0
	s_cmp_lg_u32 s0, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v102, 6, v101
	s_cbranch_scc1 .LBB0_6
; %bb.3:                                ; %.lr.ph
	s_delay_alu instid0(VALU_DEP_2)
	v_and_b32_e32 v104, 48, v103
	v_dual_lshlrev_b32 v2, 7, v99 :: v_dual_bitop2_b32 v0, 16, v2 bitop3:0x40
	v_and_or_b32 v1, 0x700, v1, s28
	s_wait_alu depctr_vm_vsrc(0)
	v_lshlrev_b32_e32 v3, 1, v4
	v_lshlrev_b32_e64 v4, 1, s30
	v_dual_mov_b32 v56, 0 :: v_dual_lshlrev_b32 v105, 1, v96
	v_or3_b32 v97, v0, v2, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v57, v56 :: v_dual_sub_nc_u32 v106, v3, v4
	v_dual_mov_b32 v58, v56 :: v_dual_mov_b32 v59, v56
	v_dual_mov_b32 v60, v56 :: v_dual_mov_b32 v61, v56
	v_dual_mov_b32 v62, v56 :: v_dual_mov_b32 v63, v56
	v_dual_mov_b32 v48, v56 :: v_dual_mov_b32 v49, v56
	s_mov_b64 s[6:7], 0xffffff
	v_dual_mov_b32 v50, v56 :: v_dual_mov_b32 v51, v56
	v_mov_b32_e32 v52, v56
	s_mov_b64 s[10:11], 0xffffff
	v_mov_b32_e32 v53, v56
	s_lshr_b32 s69, s29, 5
	v_dual_mov_b32 v54, v56 :: v_dual_mov_b32 v55, v56
	v_dual_mov_b32 v40, v56 :: v_dual_mov_b32 v41, v56
	v_dual_mov_b32 v42, v56 :: v_dual_mov_b32 v43, v56
	v_dual_mov_b32 v44, v56 :: v_dual_mov_b32 v45, v56
	v_dual_mov_b32 v46, v56 :: v_dual_mov_b32 v47, v56
	v_dual_mov_b32 v32, v56 :: v_dual_mov_b32 v33, v56
	v_dual_mov_b32 v34, v56 :: v_dual_mov_b32 v35, v56
	v_dual_mov_b32 v36, v56 :: v_dual_mov_b32 v37, v56
	v_dual_mov_b32 v38, v56 :: v_dual_mov_b32 v39, v56
	v_dual_mov_b32 v24, v56 :: v_dual_mov_b32 v25, v56
	v_dual_mov_b32 v26, v56 :: v_dual_mov_b32 v27, v56
	v_dual_mov_b32 v28, v56 :: v_dual_mov_b32 v29, v56
	v_dual_mov_b32 v30, v56 :: v_dual_mov_b32 v31, v56
	v_dual_mov_b32 v16, v56 :: v_dual_mov_b32 v17, v56
	v_dual_mov_b32 v18, v56 :: v_dual_mov_b32 v19, v56
	v_dual_mov_b32 v20, v56 :: v_dual_mov_b32 v21, v56
	v_dual_mov_b32 v22, v56 :: v_dual_mov_b32 v23, v56
	v_dual_mov_b32 v8, v56 :: v_dual_mov_b32 v9, v56
	v_dual_mov_b32 v10, v56 :: v_dual_mov_b32 v11, v56
	v_dual_mov_b32 v12, v56 :: v_dual_mov_b32 v13, v56
	v_dual_mov_b32 v14, v56 :: v_dual_mov_b32 v15, v56
	v_dual_mov_b32 v0, v56 :: v_dual_mov_b32 v1, v56
	v_dual_mov_b32 v2, v56 :: v_dual_mov_b32 v3, v56
	v_dual_mov_b32 v4, v56 :: v_dual_mov_b32 v5, v56
	v_dual_mov_b32 v6, v56 :: v_dual_mov_b32 v7, v56
	v_lshrrev_b32_e32 v64, 3, v97
	s_mul_i32 s2, s18, 0x42
	s_lshl_b32 s12, s18, 6
	s_mul_i32 s13, s18, 0x44
	s_mul_i32 s14, s18, 0x46
	s_mul_i32 s17, s18, 0x48
	s_mul_i32 s22, s18, 0x4a
	s_mul_i32 s23, s18, 0x4c
	s_mul_i32 s28, s18, 0x4e
	s_mul_i32 s29, s18, 0x50
	s_mul_i32 s30, s18, 0x52
	s_mul_i32 s31, s18, 0x54
	s_mul_i32 s33, s18, 0x56
	s_mul_i32 s34, s18, 0x58
	s_mul_i32 s35, s18, 0x5a
	s_mul_i32 s36, s18, 0x5c
	s_mul_i32 s37, s18, 0x5e
	s_mul_i32 s38, s18, 0x60
	s_mul_i32 s39, s18, 0x62
	s_mul_i32 s40, s18, 0x64
	s_mul_i32 s41, s18, 0x66
	s_mul_i32 s42, s18, 0x68
	s_mul_i32 s43, s18, 0x6a
	s_mul_i32 s44, s18, 0x6c
	s_mul_i32 s45, s18, 0x6e
	s_mul_i32 s46, s18, 0x70
	s_mul_i32 s47, s18, 0x72
	s_mul_i32 s48, s18, 0x74
	s_mul_i32 s49, s18, 0x76
	s_mul_i32 s50, s18, 0x78
	s_mul_i32 s51, s18, 0x7a
	s_mul_i32 s52, s18, 0x7c
	s_mulk_i32 s18, 0x7e
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
	s_movk_i32 s0, 0x47e0
	s_mov_b32 s70, 0
	v_and_b32_e32 v98, 0x1e0, v64
	s_add_co_i32 s69, s69, -1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc_lo, s1, v96
	v_nop
	v_nop
	v_nop
	v_dual_add_nc_u32 v64, s68, v105 :: v_dual_add_nc_u32 v65, s67, v105
	v_dual_add_nc_u32 v66, s66, v105 :: v_dual_add_nc_u32 v67, s65, v105
	v_add_nc_u32_e32 v68, s64, v105
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v64, 0x80000000, v64 :: v_dual_cndmask_b32 v65, 0x80000000, v65
	v_dual_cndmask_b32 v66, 0x80000000, v66 :: v_dual_cndmask_b32 v67, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v68, 0x80000000, v68, vcc_lo
	v_dual_add_nc_u32 v69, s63, v105 :: v_dual_add_nc_u32 v70, s62, v105
	v_dual_add_nc_u32 v71, s61, v105 :: v_dual_add_nc_u32 v72, s60, v105
	v_add_nc_u32_e32 v73, s59, v105
	v_dual_cndmask_b32 v69, 0x80000000, v69 :: v_dual_cndmask_b32 v70, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v71, 0x80000000, v71 :: v_dual_cndmask_b32 v72, 0x80000000, v72
	v_cndmask_b32_e32 v73, 0x80000000, v73, vcc_lo
	v_dual_add_nc_u32 v74, s58, v105 :: v_dual_add_nc_u32 v75, s57, v105
	s_wait_alu depctr_va_vdst(9) depctr_vm_vsrc(0)
	buffer_load_u16 v107, v64, s[8:11], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_add_nc_u32_e32 v64, s56, v105
	buffer_load_u16 v124, v65, s[8:11], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v65, 0x80000000, v74, vcc_lo
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u16 v125, v66, s[8:11], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v66, 0x80000000, v75, vcc_lo
	buffer_load_u16 v126, v67, s[8:11], null offen
	v_cndmask_b32_e32 v64, 0x80000000, v64, vcc_lo
	s_wait_alu depctr_va_vdst(11)
	buffer_load_u16 v127, v68, s[8:11], null offen
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_add_nc_u32_e32 v67, s55, v105
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v128, v69, s[8:11], null offen
	v_add_nc_u32_e32 v74, s54, v105
	buffer_load_u16 v129, v70, s[8:11], null offen
	v_add_nc_u32_e32 v75, s53, v105
	s_wait_alu depctr_va_vdst(9)
	buffer_load_u16 v130, v71, s[8:11], null offen
	v_cndmask_b32_e32 v131, 0x80000000, v67, vcc_lo
	buffer_load_u16 v132, v72, s[8:11], null offen
	v_cndmask_b32_e32 v133, 0x80000000, v74, vcc_lo
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u16 v134, v73, s[8:11], null offen
	v_cndmask_b32_e32 v135, 0x80000000, v75, vcc_lo
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v136, v65, s[8:11], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_add_nc_u32_e32 v65, s0, v99
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v137, v66, s[8:11], null offen
	s_wait_alu depctr_va_vdst(7)
	buffer_load_u16 v138, v64, s[8:11], null offen
	v_add3_u32 v68, s15, v97, v98
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_add_nc_u32_e32 v64, s12, v106
	v_add3_u32 v76, v65, v102, v104
	v_dual_add_nc_u32 v65, s2, v106 :: v_dual_add_nc_u32 v66, s13, v106
	v_dual_add_nc_u32 v67, s14, v106 :: v_dual_add_nc_u32 v69, s17, v106
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v131, v131, s[8:11], null offen
	v_add_nc_u32_e32 v70, s22, v106
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v133, v133, s[8:11], null offen
	v_add_nc_u32_e32 v71, s23, v106
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u16 v135, v135, s[8:11], null offen
	v_dual_add_nc_u32 v72, s28, v106 :: v_dual_add_nc_u32 v73, s29, v106
	v_dual_add_nc_u32 v74, s30, v106 :: v_dual_add_nc_u32 v75, s31, v106
	v_dual_add_nc_u32 v77, s33, v106 :: v_dual_add_nc_u32 v78, s34, v106
	v_dual_add_nc_u32 v79, s35, v106 :: v_dual_add_nc_u32 v80, s36, v106
	v_dual_add_nc_u32 v81, s37, v106 :: v_dual_add_nc_u32 v82, s38, v106
	v_dual_add_nc_u32 v83, s39, v106 :: v_dual_add_nc_u32 v84, s40, v106
	v_dual_add_nc_u32 v85, s41, v106 :: v_dual_add_nc_u32 v86, s42, v106
	v_dual_add_nc_u32 v87, s43, v106 :: v_dual_add_nc_u32 v88, s44, v106
	v_dual_add_nc_u32 v89, s45, v106 :: v_dual_add_nc_u32 v90, s46, v106
	v_dual_add_nc_u32 v91, s47, v106 :: v_dual_add_nc_u32 v92, s48, v106
	v_dual_add_nc_u32 v93, s49, v106 :: v_dual_add_nc_u32 v94, s50, v106
	v_dual_add_nc_u32 v139, s51, v106 :: v_dual_add_nc_u32 v140, s52, v106
	v_dual_mov_b32 v106, v64 :: v_dual_add_nc_u32 v141, s18, v106
	s_cmp_gt_i32 s1, 0
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 1
	v_cndmask_b32_e32 v142, 0x80000000, v64, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 2
	v_cndmask_b32_e32 v143, 0x80000000, v65, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 3
	v_cndmask_b32_e32 v144, 0x80000000, v66, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 4
	v_cndmask_b32_e32 v145, 0x80000000, v67, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 5
	v_cndmask_b32_e32 v146, 0x80000000, v69, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 6
	v_cndmask_b32_e32 v147, 0x80000000, v70, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 7
	v_cndmask_b32_e32 v148, 0x80000000, v71, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 8
	v_cndmask_b32_e32 v149, 0x80000000, v72, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 9
	v_cndmask_b32_e32 v150, 0x80000000, v73, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 10
	v_cndmask_b32_e32 v151, 0x80000000, v74, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 11
	v_cndmask_b32_e32 v152, 0x80000000, v75, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 12
	v_cndmask_b32_e32 v153, 0x80000000, v77, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 13
	v_cndmask_b32_e32 v154, 0x80000000, v78, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 14
	v_cndmask_b32_e32 v155, 0x80000000, v79, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 15
	v_cndmask_b32_e32 v156, 0x80000000, v80, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 16
	v_cndmask_b32_e32 v157, 0x80000000, v81, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 17
	v_cndmask_b32_e32 v158, 0x80000000, v82, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 18
	v_cndmask_b32_e32 v159, 0x80000000, v83, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 19
	v_cndmask_b32_e32 v160, 0x80000000, v84, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 20
	v_cndmask_b32_e32 v161, 0x80000000, v85, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 21
	v_cndmask_b32_e32 v162, 0x80000000, v86, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 22
	v_cndmask_b32_e32 v163, 0x80000000, v87, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 23
	v_cndmask_b32_e32 v164, 0x80000000, v88, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 24
	v_cndmask_b32_e32 v165, 0x80000000, v89, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 25
	v_cndmask_b32_e32 v166, 0x80000000, v90, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 26
	v_cndmask_b32_e32 v167, 0x80000000, v91, vcc_lo
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 27
	v_cndmask_b32_e32 v168, 0x80000000, v92, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 28
	v_cndmask_b32_e32 v169, 0x80000000, v93, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s1, 29
	v_cndmask_b32_e32 v170, 0x80000000, v94, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(14)
	ds_load_b128 v[108:111], v76
	ds_load_b128 v[112:115], v76 offset:32
	s_wait_alu depctr_va_vdst(11)
	ds_load_tr16_b128 v[80:83], v68
	s_wait_alu depctr_va_vdst(7)
	ds_load_tr16_b128 v[84:87], v68 offset:4608
	ds_load_tr16_b128 v[64:67], v68 offset:128
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[68:71], v68 offset:4736
	ds_load_b128 v[116:119], v76 offset:1088
	ds_load_b128 v[120:123], v76 offset:1120
	s_wait_alu depctr_va_vdst(3)
	ds_load_b128 v[88:91], v76 offset:2176
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[92:95], v76 offset:2208
	ds_load_b128 v[72:75], v76 offset:3264
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_b128 v[76:79], v76 offset:3296
	s_clause 0x1b
	buffer_load_u16 v142, v142, s[4:7], null offen
	buffer_load_u16 v143, v143, s[4:7], null offen
	buffer_load_u16 v144, v144, s[4:7], null offen
	buffer_load_u16 v145, v145, s[4:7], null offen
	buffer_load_u16 v146, v146, s[4:7], null offen
	buffer_load_u16 v147, v147, s[4:7], null offen
	buffer_load_u16 v148, v148, s[4:7], null offen
	buffer_load_u16 v149, v149, s[4:7], null offen
	buffer_load_u16 v150, v150, s[4:7], null offen
	buffer_load_u16 v151, v151, s[4:7], null offen
	buffer_load_u16 v152, v152, s[4:7], null offen
	buffer_load_u16 v153, v153, s[4:7], null offen
	buffer_load_u16 v154, v154, s[4:7], null offen
	buffer_load_u16 v155, v155, s[4:7], null offen
	buffer_load_u16 v156, v156, s[4:7], null offen
	buffer_load_u16 v157, v157, s[4:7], null offen
	buffer_load_u16 v158, v158, s[4:7], null offen
	buffer_load_u16 v159, v159, s[4:7], null offen
	buffer_load_u16 v160, v160, s[4:7], null offen
	buffer_load_u16 v161, v161, s[4:7], null offen
	buffer_load_u16 v162, v162, s[4:7], null offen
	buffer_load_u16 v163, v163, s[4:7], null offen
	buffer_load_u16 v164, v164, s[4:7], null offen
	buffer_load_u16 v165, v165, s[4:7], null offen
	buffer_load_u16 v166, v166, s[4:7], null offen
	buffer_load_u16 v167, v167, s[4:7], null offen
	buffer_load_u16 v168, v168, s[4:7], null offen
	buffer_load_u16 v169, v169, s[4:7], null offen
	s_cmp_gt_i32 s1, 30
	buffer_load_u16 v170, v170, s[4:7], null offen
	s_cselect_b32 s0, -1, 0
	s_cmp_gt_i32 s1, 31
	v_cndmask_b32_e32 v139, 0x80000000, v139, vcc_lo
	v_cndmask_b32_e64 v140, 0x80000000, v140, s0
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s70, 1
	v_cndmask_b32_e32 v141, 0x80000000, v141, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v171, v139, s[4:7], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v172, v140, s[4:7], null offen
	s_wait_dscnt 0x8
	v_wmma_f32_16x16x32_f16 v[56:63], v[80:87], v[108:115], v[56:63]
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s70, s0, 0
	s_add_co_i32 s53, s53, 64
	s_lshl_b32 s0, s70, 12
	s_lshl_b32 s15, s70, 8
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[48:55], v[64:71], v[108:115], v[48:55]
	s_and_b32 s15, s15, 0x1fffff00
	s_add_co_i32 s54, s54, 64
	s_add_co_i32 s71, s0, s15
	s_add_co_i32 s0, s0, s0
	s_lshl_b32 s15, s70, 10
	v_add_nc_u32_e32 v173, s71, v100
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[40:47], v[80:87], v[116:123], v[40:47]
	s_and_b32 s15, s15, 0x3ffffc00
	v_wmma_f32_16x16x32_f16 v[32:39], v[64:71], v[116:123], v[32:39]
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v174, v141, s[4:7], null offen
	s_add_co_i32 s15, s0, s15
	s_add_co_i32 s55, s55, 64
	s_add_co_i32 s56, s56, 64
	s_add_co_i32 s57, s57, 64
	v_nop
	v_add_nc_u32_e32 v108, s15, v100
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[24:31], v[80:87], v[88:95], v[24:31]
	s_add_co_i32 s58, s58, 64
	v_wmma_f32_16x16x32_f16 v[16:23], v[64:71], v[88:95], v[16:23]
	s_add_co_i32 s59, s59, 64
	s_add_co_i32 s60, s60, 64
	s_add_co_i32 s61, s61, 64
	s_add_co_i32 s62, s62, 64
	s_add_co_i32 s63, s63, 64
	s_add_co_i32 s64, s64, 64
	s_add_co_i32 s65, s65, 64
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[80:87], v[72:79], v[8:15]
	s_add_co_i32 s66, s66, 64
	s_add_co_i32 s67, s67, 64
	s_add_co_i32 s68, s68, 64
	s_add_co_i32 s69, s69, -1
	s_sub_co_i32 s1, s1, 32
	s_add_co_i32 s0, s71, 0x47e0
	s_cmp_lg_u32 s69, 0
	v_wmma_f32_16x16x32_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x2d
	s_wait_alu depctr_va_vdst(6)
	ds_store_b16 v173, v125 offset:18944
	s_wait_loadcnt 0x2b
	ds_store_b16 v173, v127 offset:19488
	s_wait_loadcnt 0x29
	ds_store_b16 v173, v129 offset:20032
	s_wait_loadcnt 0x27
	ds_store_b16 v173, v132 offset:20576
	s_wait_loadcnt 0x25
	ds_store_b16 v173, v136 offset:21120
	s_wait_loadcnt 0x23
	ds_store_b16 v173, v138 offset:21664
	s_wait_loadcnt 0x21
	ds_store_b16 v173, v133 offset:22208
	ds_store_b16 v173, v107 offset:18400
	ds_store_b16 v173, v124 offset:18672
	ds_store_b16 v173, v126 offset:19216
	ds_store_b16 v173, v128 offset:19760
	ds_store_b16 v173, v130 offset:20304
	ds_store_b16 v173, v134 offset:20848
	ds_store_b16 v173, v137 offset:21392
	ds_store_b16 v173, v131 offset:21936
	s_wait_loadcnt 0x20
	ds_store_b16 v173, v135 offset:22480
	s_wait_loadcnt 0x1f
	s_wait_alu depctr_va_vdst(3)
	ds_store_b16 v108, v142
	s_wait_loadcnt 0x1e
	ds_store_b16 v108, v143 offset:288
	s_wait_loadcnt 0x1d
	ds_store_b16 v108, v144 offset:576
	s_wait_loadcnt 0x1c
	ds_store_b16 v108, v145 offset:864
	s_wait_loadcnt 0x1b
	ds_store_b16 v108, v146 offset:1152
	s_wait_loadcnt 0x1a
	ds_store_b16 v108, v147 offset:1440
	s_wait_loadcnt 0x19
	ds_store_b16 v108, v148 offset:1728
	s_wait_loadcnt 0x18
	ds_store_b16 v108, v149 offset:2016
	s_wait_loadcnt 0x17
	ds_store_b16 v108, v150 offset:2304
	s_wait_loadcnt 0x16
	ds_store_b16 v108, v151 offset:2592
	s_wait_loadcnt 0x15
	ds_store_b16 v108, v152 offset:2880
	s_wait_loadcnt 0x14
	ds_store_b16 v108, v153 offset:3168
	s_wait_loadcnt 0x13
	ds_store_b16 v108, v154 offset:3456
	s_wait_loadcnt 0x12
	ds_store_b16 v108, v155 offset:3744
	s_wait_loadcnt 0x11
	ds_store_b16 v108, v156 offset:4032
	s_wait_loadcnt 0x10
	ds_store_b16 v108, v157 offset:4320
	s_wait_loadcnt 0xf
	ds_store_b16 v108, v158 offset:4608
	s_wait_loadcnt 0xe
	ds_store_b16 v108, v159 offset:4896
	s_wait_loadcnt 0xd
	ds_store_b16 v108, v160 offset:5184
	s_wait_loadcnt 0xc
	ds_store_b16 v108, v161 offset:5472
	s_wait_loadcnt 0xb
	ds_store_b16 v108, v162 offset:5760
	s_wait_loadcnt 0xa
	ds_store_b16 v108, v163 offset:6048
	s_wait_loadcnt 0x9
	ds_store_b16 v108, v164 offset:6336
	s_wait_loadcnt 0x8
	ds_store_b16 v108, v165 offset:6624
	s_wait_loadcnt 0x7
	ds_store_b16 v108, v166 offset:6912
	s_wait_loadcnt 0x6
	ds_store_b16 v108, v167 offset:7200
	s_wait_loadcnt 0x5
	ds_store_b16 v108, v168 offset:7488
	s_wait_loadcnt 0x4
	ds_store_b16 v108, v169 offset:7776
	s_wait_loadcnt 0x3
	ds_store_b16 v108, v170 offset:8064
	s_wait_loadcnt 0x2
	ds_store_b16 v108, v171 offset:8352
	s_wait_loadcnt 0x1
	ds_store_b16 v108, v172 offset:8640
	s_wait_loadcnt 0x0
	ds_store_b16 v108, v174 offset:8928
	s_cbranch_scc1 .LBB0_4
; %bb.5:                                ; %Flow
	v_nop
	v_nop
	v_nop
	v_nop
	v_mov_b32_e32 v64, v99
	s_branch .LBB0_7
.LBB0_6:
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_e32 v7, 0
	s_movk_i32 s0, 0x47e0
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
	v_dual_mov_b32 v24, v7 :: v_dual_mov_b32 v39, v7
	v_dual_mov_b32 v38, v7 :: v_dual_mov_b32 v37, v7
	v_dual_mov_b32 v36, v7 :: v_dual_mov_b32 v35, v7
	v_dual_mov_b32 v34, v7 :: v_dual_mov_b32 v33, v7
	v_dual_mov_b32 v32, v7 :: v_dual_mov_b32 v47, v7
	v_dual_mov_b32 v46, v7 :: v_dual_mov_b32 v45, v7
	v_dual_mov_b32 v44, v7 :: v_dual_mov_b32 v43, v7
	v_dual_mov_b32 v42, v7 :: v_dual_mov_b32 v41, v7
	v_dual_mov_b32 v40, v7 :: v_dual_mov_b32 v55, v7
	v_dual_mov_b32 v54, v7 :: v_dual_mov_b32 v53, v7
	v_dual_mov_b32 v52, v7 :: v_dual_mov_b32 v51, v7
	v_dual_mov_b32 v50, v7 :: v_dual_mov_b32 v49, v7
	v_dual_mov_b32 v48, v7 :: v_dual_mov_b32 v63, v7
	v_dual_mov_b32 v62, v7 :: v_dual_mov_b32 v61, v7
	v_dual_mov_b32 v60, v7 :: v_dual_mov_b32 v59, v7
	v_dual_mov_b32 v58, v7 :: v_dual_mov_b32 v57, v7
	v_mov_b32_e32 v56, v7
.LBB0_7:                                ; %Flow130
	v_or_b32_e32 v65, s3, v96
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s1, s16, exec_lo
	s_cselect_b32 s1, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s1, 1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_add3_u32 v78, s15, v97, v98
	v_dual_add_nc_u32 v64, s0, v64 :: v_dual_bitop2_b32 v98, 48, v103 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v64, v64, v102, v98
	s_wait_alu depctr_va_vdst(2)
	ds_load_tr16_b128 v[66:69], v78
	ds_load_tr16_b128 v[70:73], v78 offset:4608
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[74:77], v78 offset:128
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[78:81], v78 offset:4736
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[82:85], v64
	ds_load_b128 v[86:89], v64 offset:32
	ds_load_b128 v[94:97], v64 offset:1120
	ds_load_b128 v[90:93], v64 offset:1088
	ds_load_b128 v[106:109], v64 offset:2208
	ds_load_b128 v[102:105], v64 offset:2176
	ds_load_b128 v[114:117], v64 offset:3296
	ds_load_b128 v[110:113], v64 offset:3264
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[56:63], v[66:73], v[82:89], v[56:63]
	v_wmma_f32_16x16x32_f16 v[48:55], v[74:81], v[82:89], v[48:55]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[40:47], v[66:73], v[90:97], v[40:47]
	v_wmma_f32_16x16x32_f16 v[32:39], v[74:81], v[90:97], v[32:39]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[24:31], v[66:73], v[102:109], v[24:31]
	v_wmma_f32_16x16x32_f16 v[16:23], v[74:81], v[102:109], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[66:73], v[110:117], v[8:15]
	v_wmma_f32_16x16x32_f16 v[0:7], v[74:81], v[110:117], v[0:7]
.LBB0_9:                                ; %._crit_edge._crit_edge
	s_wait_alu depctr_vm_vsrc(0)
	v_lshrrev_b32_e32 v64, 1, v65
	v_or_b32_e32 v65, s26, v101
	v_cvt_pk_f16_f32 v56, v56, v57
	v_cvt_pk_f16_f32 v57, v58, v59
	v_cvt_pk_f16_f32 v58, v60, v61
	v_and_b32_e32 v59, 56, v64
	v_cmp_gt_i32_e64 s8, s20, v65
	v_cvt_pk_f16_f32 v60, v62, v63
	v_cvt_pk_f16_f32 v48, v48, v49
	v_cvt_pk_f16_f32 v49, v50, v51
	v_or_b32_e32 v50, s27, v59
	v_cvt_pk_f16_f32 v51, v52, v53
	v_cvt_pk_f16_f32 v52, v54, v55
	v_cvt_pk_f16_f32 v40, v40, v41
	v_cvt_pk_f16_f32 v41, v42, v43
	v_cmp_gt_i32_e64 s18, s21, v50
	v_cvt_pk_f16_f32 v42, v44, v45
	v_cvt_pk_f16_f32 v43, v46, v47
	v_cvt_pk_f16_f32 v32, v32, v33
	v_cvt_pk_f16_f32 v33, v34, v35
	v_cvt_pk_f16_f32 v34, v36, v37
	v_cvt_pk_f16_f32 v35, v38, v39
	v_cvt_pk_f16_f32 v24, v24, v25
	v_cvt_pk_f16_f32 v25, v26, v27
	v_cvt_pk_f16_f32 v26, v28, v29
	v_cvt_pk_f16_f32 v27, v30, v31
	v_cvt_pk_f16_f32 v16, v16, v17
	v_cvt_pk_f16_f32 v17, v18, v19
	v_cvt_pk_f16_f32 v18, v20, v21
	v_cvt_pk_f16_f32 v19, v22, v23
	v_cvt_pk_f16_f32 v8, v8, v9
	v_cvt_pk_f16_f32 v9, v10, v11
	v_cvt_pk_f16_f32 v10, v12, v13
	v_cvt_pk_f16_f32 v11, v14, v15
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v3, v6, v7
	v_or_b32_e32 v4, 48, v65
	v_or_b32_e32 v5, 32, v65
	v_dual_lshrrev_b32 v7, 16, v56 :: v_dual_bitop2_b32 v6, 16, v65 bitop3:0x54
	v_dual_lshrrev_b32 v12, 16, v57 :: v_dual_lshrrev_b32 v13, 16, v58
	v_lshrrev_b32_e32 v14, 16, v60
	v_dual_lshrrev_b32 v15, 16, v48 :: v_dual_lshrrev_b32 v20, 16, v49
	v_dual_lshrrev_b32 v21, 16, v51 :: v_dual_lshrrev_b32 v22, 16, v52
	v_dual_lshrrev_b32 v23, 16, v40 :: v_dual_lshrrev_b32 v28, 16, v41
	v_dual_lshrrev_b32 v29, 16, v42 :: v_dual_lshrrev_b32 v30, 16, v43
	v_dual_lshrrev_b32 v31, 16, v32 :: v_dual_lshrrev_b32 v36, 16, v33
	v_dual_lshrrev_b32 v37, 16, v34 :: v_dual_lshrrev_b32 v38, 16, v35
	v_dual_lshrrev_b32 v39, 16, v24 :: v_dual_lshrrev_b32 v44, 16, v25
	v_dual_lshrrev_b32 v45, 16, v26 :: v_dual_lshrrev_b32 v46, 16, v27
	v_dual_lshrrev_b32 v47, 16, v16 :: v_dual_lshrrev_b32 v50, 16, v17
	v_dual_lshrrev_b32 v53, 16, v18 :: v_dual_lshrrev_b32 v54, 16, v19
	v_dual_lshrrev_b32 v55, 16, v8 :: v_dual_lshrrev_b32 v61, 16, v9
	v_dual_lshrrev_b32 v62, 16, v10 :: v_dual_lshrrev_b32 v63, 16, v11
	v_dual_lshrrev_b32 v64, 16, v0 :: v_dual_lshrrev_b32 v65, 16, v1
	v_dual_lshrrev_b32 v66, 16, v2 :: v_dual_lshrrev_b32 v67, 16, v3
	v_or_b32_e32 v68, 0x47, v59
	v_or_b32_e32 v69, 0x46, v59
	v_or_b32_e32 v70, 0x45, v59
	v_or_b32_e32 v71, 0x44, v59
	v_or_b32_e32 v72, 0x43, v59
	v_or_b32_e32 v73, 0x42, v59
	v_or_b32_e32 v74, 0x41, v59
	v_or_b32_e32 v75, 64, v59
	v_or_b32_e32 v76, 7, v59
	v_or_b32_e32 v77, 6, v59
	v_or_b32_e32 v78, 5, v59
	v_or_b32_e32 v79, 4, v59
	v_or_b32_e32 v80, 3, v59
	v_or_b32_e32 v81, 2, v59
	v_or_b32_e32 v82, 1, v59
	v_cmp_gt_i32_e64 s17, s20, v6
	v_cmp_gt_i32_e64 s1, s20, v5
	v_cmp_gt_i32_e32 vcc_lo, s20, v4
	v_or_b32_e32 v4, s27, v68
	v_or_b32_e32 v5, s27, v69
	v_or_b32_e32 v6, s27, v70
	v_or_b32_e32 v83, s27, v71
	v_or_b32_e32 v84, s27, v72
	v_or_b32_e32 v85, s27, v73
	v_or_b32_e32 v86, s27, v74
	v_or_b32_e32 v87, s27, v75
	v_or_b32_e32 v88, s27, v76
	v_or_b32_e32 v89, s27, v77
	v_or_b32_e32 v90, s27, v78
	v_or_b32_e32 v91, s27, v79
	v_or_b32_e32 v92, s27, v80
	v_or_b32_e32 v93, s27, v81
	v_or_b32_e32 v94, s27, v82
	v_cmp_gt_i32_e64 s9, s21, v90
	v_cmp_gt_i32_e64 s13, s21, v91
	v_cmp_gt_i32_e64 s14, s21, v92
	v_cmp_gt_i32_e64 s15, s21, v93
	v_cmp_gt_i32_e64 s16, s21, v94
	v_cmp_gt_i32_e64 s12, s21, v89
	v_cmp_gt_i32_e64 s10, s21, v88
	v_cmp_gt_i32_e64 s11, s21, v87
	v_cmp_gt_i32_e64 s6, s21, v86
	v_cmp_gt_i32_e64 s7, s21, v85
	v_cmp_gt_i32_e64 s4, s21, v84
	v_cmp_gt_i32_e64 s5, s21, v83
	v_cmp_gt_i32_e64 s2, s21, v6
	v_cmp_gt_i32_e64 s3, s21, v5
	v_cmp_gt_i32_e64 s0, s21, v4
	s_mul_i32 s20, s26, s19
	s_or_b64 s[24:25], s[24:25], 0xfc00000000000000
	s_add_co_i32 s20, s20, s27
	s_mov_b32 s27, 0
	v_mad_u32 v4, s19, v101, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v5, s19, 48, v4
	v_add_lshl_u32 v6, v4, v59, 1
	v_lshl_add_u32 v83, s19, 4, v4
	v_lshl_add_u32 v84, s19, 5, v4
	v_add_lshl_u32 v85, v4, v82, 1
	v_add_lshl_u32 v86, v4, v81, 1
	v_add_lshl_u32 v87, v4, v80, 1
	v_add_lshl_u32 v88, v4, v79, 1
	v_add_lshl_u32 v89, v4, v78, 1
	v_add_lshl_u32 v90, v4, v77, 1
	v_add_lshl_u32 v91, v4, v76, 1
	v_add_lshl_u32 v92, v4, v75, 1
	v_add_lshl_u32 v93, v4, v74, 1
	v_add_lshl_u32 v94, v4, v73, 1
	v_add_lshl_u32 v95, v4, v72, 1
	v_add_lshl_u32 v96, v4, v71, 1
	v_add_lshl_u32 v97, v4, v70, 1
	v_add_lshl_u32 v98, v4, v69, 1
	v_add_lshl_u32 v4, v4, v68, 1
	v_add_lshl_u32 v99, v83, v59, 1
	v_add_lshl_u32 v100, v83, v82, 1
	v_add_lshl_u32 v101, v83, v81, 1
	v_add_lshl_u32 v102, v83, v80, 1
	v_add_lshl_u32 v103, v83, v79, 1
	v_add_lshl_u32 v104, v83, v78, 1
	v_add_lshl_u32 v105, v83, v77, 1
	v_add_lshl_u32 v106, v83, v76, 1
	v_add_lshl_u32 v107, v83, v75, 1
	v_add_lshl_u32 v108, v83, v74, 1
	v_add_lshl_u32 v109, v83, v73, 1
	v_add_lshl_u32 v110, v83, v72, 1
	v_add_lshl_u32 v111, v83, v71, 1
	v_add_lshl_u32 v112, v83, v70, 1
	v_add_lshl_u32 v113, v83, v69, 1
	v_add_lshl_u32 v83, v83, v68, 1
	v_add_lshl_u32 v114, v84, v59, 1
	v_add_lshl_u32 v115, v84, v82, 1
	v_add_lshl_u32 v116, v84, v81, 1
	v_add_lshl_u32 v117, v84, v80, 1
	v_add_lshl_u32 v118, v84, v79, 1
	v_add_lshl_u32 v119, v84, v78, 1
	v_add_lshl_u32 v120, v84, v77, 1
	v_add_lshl_u32 v121, v84, v76, 1
	v_add_lshl_u32 v122, v84, v75, 1
	v_add_lshl_u32 v123, v84, v74, 1
	v_add_lshl_u32 v124, v84, v73, 1
	v_add_lshl_u32 v125, v84, v72, 1
	v_add_lshl_u32 v126, v84, v71, 1
	v_add_lshl_u32 v127, v84, v70, 1
	v_add_lshl_u32 v128, v84, v69, 1
	v_add_lshl_u32 v84, v84, v68, 1
	v_add_lshl_u32 v59, v5, v59, 1
	v_add_lshl_u32 v82, v5, v82, 1
	v_add_lshl_u32 v81, v5, v81, 1
	v_add_lshl_u32 v80, v5, v80, 1
	v_add_lshl_u32 v79, v5, v79, 1
	v_add_lshl_u32 v78, v5, v78, 1
	v_add_lshl_u32 v77, v5, v77, 1
	v_add_lshl_u32 v76, v5, v76, 1
	v_add_lshl_u32 v75, v5, v75, 1
	v_add_lshl_u32 v74, v5, v74, 1
	v_add_lshl_u32 v73, v5, v73, 1
	v_add_lshl_u32 v72, v5, v72, 1
	v_add_lshl_u32 v71, v5, v71, 1
	v_add_lshl_u32 v70, v5, v70, 1
	v_add_lshl_u32 v69, v5, v69, 1
	v_add_lshl_u32 v5, v5, v68, 1
	s_and_b32 s19, s8, s18
	s_mov_b32 s26, 0xffffff
	v_cndmask_b32_e64 v6, 0x80000000, v6, s19
	s_and_b32 s19, s17, s18
	s_and_b32 s20, s1, s18
	v_cndmask_b32_e64 v68, 0x80000000, v99, s19
	v_cndmask_b32_e64 v99, 0x80000000, v114, s20
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v56, v6, s[24:27], null offen
	s_and_b32 s19, s8, s16
	s_and_b32 s18, vcc_lo, s18
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v56, 0x80000000, v85, s19
	v_cndmask_b32_e64 v59, 0x80000000, v59, s18
	s_and_b32 s18, s8, s15
	s_and_b32 s19, s8, s14
	v_cndmask_b32_e64 v85, 0x80000000, v86, s18
	v_cndmask_b32_e64 v86, 0x80000000, v87, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v7, v56, s[24:27], null offen
	s_and_b32 s18, s8, s13
	s_and_b32 s19, s8, s9
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v88, s18
	v_cndmask_b32_e64 v87, 0x80000000, v89, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v57, v85, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v12, v86, s[24:27], null offen
	s_and_b32 s18, s8, s12
	s_and_b32 s19, s8, s10
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v90, s18
	v_cndmask_b32_e64 v57, 0x80000000, v91, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v58, v7, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v13, v87, s[24:27], null offen
	s_and_b32 s18, s8, s11
	s_and_b32 s19, s8, s6
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v13, 0x80000000, v92, s18
	v_cndmask_b32_e64 v58, 0x80000000, v93, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v60, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v14, v57, s[24:27], null offen
	s_and_b32 s18, s8, s7
	s_and_b32 s19, s8, s4
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v14, 0x80000000, v94, s18
	v_cndmask_b32_e64 v60, 0x80000000, v95, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v48, v13, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v15, v58, s[24:27], null offen
	s_and_b32 s18, s8, s5
	s_and_b32 s19, s8, s2
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v15, 0x80000000, v96, s18
	v_cndmask_b32_e64 v48, 0x80000000, v97, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v49, v14, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v20, v60, s[24:27], null offen
	s_and_b32 s18, s8, s3
	s_and_b32 s8, s8, s0
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v20, 0x80000000, v98, s18
	v_cndmask_b32_e64 v4, 0x80000000, v4, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v51, v15, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v21, v48, s[24:27], null offen
	s_and_b32 s8, s17, s16
	s_and_b32 s18, s17, s15
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v21, 0x80000000, v100, s8
	v_cndmask_b32_e64 v49, 0x80000000, v101, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v52, v20, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v22, v4, s[24:27], null offen
	buffer_store_b16 v40, v68, s[24:27], null offen
	s_and_b32 s8, s17, s14
	s_and_b32 s18, s17, s13
	v_cndmask_b32_e64 v6, 0x80000000, v102, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v22, 0x80000000, v103, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v23, v21, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v41, v49, s[24:27], null offen
	s_and_b32 s8, s17, s9
	s_and_b32 s18, s17, s12
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v23, 0x80000000, v104, s8
	v_cndmask_b32_e64 v40, 0x80000000, v105, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v28, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v42, v22, s[24:27], null offen
	s_and_b32 s8, s17, s10
	s_and_b32 s18, s17, s11
	v_cndmask_b32_e64 v7, 0x80000000, v106, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v28, 0x80000000, v107, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v29, v23, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v43, v40, s[24:27], null offen
	s_and_b32 s8, s17, s6
	s_and_b32 s18, s17, s7
	v_cndmask_b32_e64 v12, 0x80000000, v108, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v29, 0x80000000, v109, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v30, v7, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v32, v28, s[24:27], null offen
	s_and_b32 s8, s17, s4
	s_and_b32 s18, s17, s5
	v_cndmask_b32_e64 v13, 0x80000000, v110, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v30, 0x80000000, v111, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v31, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v33, v29, s[24:27], null offen
	s_and_b32 s8, s17, s2
	s_and_b32 s18, s17, s3
	v_cndmask_b32_e64 v14, 0x80000000, v112, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v31, 0x80000000, v113, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v36, v13, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v34, v30, s[24:27], null offen
	s_and_b32 s8, s17, s0
	s_and_b32 s17, s1, s16
	v_cndmask_b32_e64 v15, 0x80000000, v83, s8
	v_cndmask_b32_e64 v32, 0x80000000, v115, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v37, v14, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v35, v31, s[24:27], null offen
	s_and_b32 s8, s1, s15
	s_and_b32 s17, s1, s14
	v_cndmask_b32_e64 v20, 0x80000000, v116, s8
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(4)
	v_cndmask_b32_e64 v33, 0x80000000, v117, s17
	s_wait_alu depctr_va_vdst(3)
	s_clause 0x1
	buffer_store_b16 v38, v15, s[24:27], null offen
	buffer_store_b16 v24, v99, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v39, v32, s[24:27], null offen
	s_and_b32 s8, s1, s13
	s_and_b32 s17, s1, s9
	v_cndmask_b32_e64 v4, 0x80000000, v118, s8
	v_cndmask_b32_e64 v21, 0x80000000, v119, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v25, v20, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v44, v33, s[24:27], null offen
	s_and_b32 s8, s1, s12
	s_and_b32 s17, s1, s10
	v_cndmask_b32_e64 v6, 0x80000000, v120, s8
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e64 v24, 0x80000000, v121, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v26, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v45, v21, s[24:27], null offen
	s_and_b32 s8, s1, s11
	s_and_b32 s17, s1, s6
	v_cndmask_b32_e64 v22, 0x80000000, v122, s8
	v_cndmask_b32_e64 v23, 0x80000000, v123, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v27, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v46, v24, s[24:27], null offen
	s_and_b32 s8, s1, s7
	s_and_b32 s17, s1, s4
	v_cndmask_b32_e64 v7, 0x80000000, v124, s8
	s_wait_xcnt 0x5
	s_wait_alu depctr_vm_vsrc(5)
	v_cndmask_b32_e64 v25, 0x80000000, v125, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v16, v22, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v47, v23, s[24:27], null offen
	s_and_b32 s8, s1, s5
	s_and_b32 s17, s1, s2
	v_cndmask_b32_e64 v12, 0x80000000, v126, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v16, 0x80000000, v127, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v17, v7, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v50, v25, s[24:27], null offen
	s_and_b32 s8, s1, s3
	s_and_b32 s1, s1, s0
	v_cndmask_b32_e64 v13, 0x80000000, v128, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v17, 0x80000000, v84, s1
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v18, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v53, v16, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s16
	s_and_b32 s8, vcc_lo, s15
	v_cndmask_b32_e64 v14, 0x80000000, v82, s1
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v18, 0x80000000, v81, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v19, v13, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v54, v17, s[24:27], null offen
	buffer_store_b16 v8, v59, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s14
	s_and_b32 s8, vcc_lo, s13
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v8, 0x80000000, v80, s1
	v_cndmask_b32_e64 v15, 0x80000000, v79, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v55, v14, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v9, v18, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s9
	s_and_b32 s8, vcc_lo, s12
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v9, 0x80000000, v78, s1
	v_cndmask_b32_e64 v19, 0x80000000, v77, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v61, v8, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v10, v15, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s10
	s_and_b32 s8, vcc_lo, s11
	v_cndmask_b32_e64 v4, 0x80000000, v76, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v10, 0x80000000, v75, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v62, v9, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v11, v19, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s6
	s_and_b32 s6, vcc_lo, s7
	v_cndmask_b32_e64 v6, 0x80000000, v74, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v11, 0x80000000, v73, s6
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v63, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v0, v10, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s4
	s_and_b32 s4, vcc_lo, s5
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v0, 0x80000000, v72, s1
	v_cndmask_b32_e64 v20, 0x80000000, v71, s4
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v64, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v1, v11, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s2
	s_and_b32 s2, vcc_lo, s3
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v1, 0x80000000, v70, s1
	v_cndmask_b32_e64 v7, 0x80000000, v69, s2
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v65, v0, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v2, v20, s[24:27], null offen
	s_and_b32 vcc_lo, vcc_lo, s0
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v2, 0x80000000, v5, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v66, v1, s[24:27], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_store_b16 v3, v7, s[24:27], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b16 v67, v2, s[24:27], null offen
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 72
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
	.set .Lmatmul_kernel.num_vgpr, 175
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
; codeLenInByte = 12084
; TotalNumSgprs: 74
; NumVgprs: 175
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 257
; NamedBarCnt: 0
; Occupancy: 3
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     175
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
