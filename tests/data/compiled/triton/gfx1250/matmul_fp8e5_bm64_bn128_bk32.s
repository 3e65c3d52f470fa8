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
	s_mov_b32 s7, 0
	s_mov_b32 s6, 0xffffff
	s_mov_b32 s28, -1
	s_mov_b32 s10, s6
	s_mov_b32 s11, s7
	v_dual_lshlrev_b32 v1, 7, v0 :: v_dual_bitop2_b32 v72, 31, v0 bitop3:0x40
	v_dual_lshlrev_b32 v2, 6, v0 :: v_dual_lshlrev_b32 v73, 1, v0
	s_clause 0x3
	s_load_b128 s[20:23], s[0:1], 0x18 nv
	s_load_b128 s[12:15], s[0:1], 0x0 nv
	s_load_b64 s[24:25], s[0:1], 0x10 nv
	s_load_b64 s[18:19], s[0:1], 0x28 nv
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
	s_lshl_b32 s5, s0, 3
	s_xor_b32 s0, ttmp9, s0
	s_abs_i32 s8, s5
	s_ashr_i32 s0, s0, 31
	s_cvt_f32_u32 s9, s8
	s_sub_co_i32 s16, 0, s8
	s_mov_b32 s4, s12
	v_cmp_gt_i32_e32 vcc_lo, s22, v72
	v_s_rcp_f32 s9, s9
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s9, s9, 0x4f7ffffe
	s_cvt_u32_f32 s9, s9
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s16, s16, s9
	s_mul_hi_u32 s16, s9, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s9, s9, s16
	s_mul_hi_u32 s9, s3, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s16, s9, s8
	s_add_co_i32 s17, s9, 1
	s_sub_co_i32 s3, s3, s16
	s_sub_co_i32 s16, s3, s8
	s_cmp_ge_u32 s3, s8
	s_cselect_b32 s9, s17, s9
	s_cselect_b32 s3, s16, s3
	s_add_co_i32 s16, s9, 1
	s_cmp_ge_u32 s3, s8
	s_cselect_b32 s3, s16, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s0
	s_sub_co_i32 s0, s3, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s3, s0, 3
	s_mul_i32 s0, s0, s5
	s_sub_co_i32 s1, s1, s3
	s_sub_co_i32 s5, ttmp9, s0
	s_min_i32 s1, s1, 8
	s_abs_i32 s0, s5
	s_abs_i32 s8, s1
	s_xor_b32 s9, s5, s1
	s_cvt_f32_u32 s16, s8
	s_ashr_i32 s9, s9, 31
	s_sub_co_i32 s17, 0, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s16, s16
	s_mul_f32 s16, s16, 0x4f7ffffe
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s16, s16
	s_mul_i32 s17, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s17, s16, s17
	s_add_co_i32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s16, s0, s16
	s_mul_i32 s17, s16, s8
	s_add_co_i32 s26, s16, 1
	s_sub_co_i32 s0, s0, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s17, s0, s8
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s16, s26, s16
	s_cselect_b32 s0, s17, s0
	s_add_co_i32 s17, s16, 1
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s8, s17, s16
	s_abs_i32 s0, s20
	s_lshl_b32 s16, s2, 5
	s_cvt_f32_u32 s17, s0
	s_and_b32 s27, s2, 3
	s_xor_b32 s2, s8, s9
	s_and_b32 s29, s16, 0x60
	v_s_rcp_f32 s8, s17
	v_bitop3_b32 v75, v72, 0x7f, s16 bitop3:0xc8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_add_nc_u32_e32 v3, 0, v75
	s_sub_co_i32 s17, 0, s0
	s_sub_co_i32 s2, s2, s9
	s_mul_f32 s8, s8, 0x4f7ffffe
	s_mul_i32 s1, s2, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s1, s5, s1
	s_cvt_u32_f32 s5, s8
	s_add_co_i32 s1, s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s26, s1, 6
	s_bfe_i32 s1, s1, 0x10019
	s_or_b32 s3, s26, s27
	s_mul_i32 s17, s17, s5
	s_add_co_i32 s3, s3, s1
	s_mul_hi_u32 s8, s5, s17
	s_xor_b32 s9, s3, s1
	s_add_co_i32 s5, s5, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s8, s8, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 4
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s68, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s68, s68, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v4, s68, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 8
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s67, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s67, s67, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v5, s67, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 12
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s66, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s66, s66, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v6, s66, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 16
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s65, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s65, s65, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v7, s65, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 20
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s64, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s64, s64, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v8, s64, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 24
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s63, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s63, s63, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v9, s63, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 28
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s62, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s62, s62, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v10, s62, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 32
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s61, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s61, s61, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v11, s61, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 36
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s60, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s60, s60, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v12, s60, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 40
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s59, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s59, s59, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v13, s59, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 44
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s58, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s58, s58, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v14, s58, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 48
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s57, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s57, s57, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v15, s57, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 52
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s56, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s56, s56, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v16, s56, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s9, s3, 56
	s_xor_b32 s8, s8, s1
	s_xor_b32 s9, s9, s1
	s_sub_co_i32 s55, s8, s1
	s_mul_hi_u32 s8, s9, s5
	s_mul_i32 s55, s55, s23
	s_mul_i32 s8, s8, s0
	v_add_nc_u32_e32 v17, s55, v72
	s_sub_co_i32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_sub_co_i32 s9, s8, s0
	s_cmp_ge_u32 s8, s0
	s_cselect_b32 s8, s9, s8
	s_add_co_i32 s3, s3, 60
	s_xor_b32 s8, s8, s1
	s_xor_b32 s3, s3, s1
	s_sub_co_i32 s54, s8, s1
	s_mul_hi_u32 s5, s3, s5
	s_mul_i32 s54, s54, s23
	s_mul_i32 s5, s5, s0
	v_add_nc_u32_e32 v18, s54, v72
	s_sub_co_i32 s3, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s3, s0
	s_cmp_ge_u32 s3, s0
	s_cselect_b32 s3, s5, s3
	s_sub_co_i32 s5, s3, s0
	s_cmp_ge_u32 s3, s0
	s_cselect_b32 s0, s5, s3
	s_abs_i32 s3, s21
	s_lshl_b32 s27, s2, 7
	s_cvt_f32_u32 s5, s3
	s_bfe_i32 s2, s2, 0x10018
	s_sub_co_i32 s8, 0, s3
	s_add_co_i32 s30, s22, 31
	v_s_rcp_f32 s5, s5
	v_or_b32_e32 v19, s27, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, s2, v19
	v_xor_b32_e32 v19, s2, v19
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_mul_f32 s5, s5, 0x4f7ffffe
	s_xor_b32 s0, s0, s1
	s_sub_co_i32 s53, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_cvt_u32_f32 s0, s5
	s_mul_i32 s53, s53, s23
	v_add_nc_u32_e32 v20, s53, v72
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s8, s8, s0
	s_mul_hi_u32 s1, s0, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_co_i32 s0, s0, s1
	s_cmp_gt_i32 s30, 31
	v_mul_hi_u32 v21, v19, s0
	v_mul_lo_u32 v21, v21, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v19, v19, v21
	s_cselect_b32 s17, -1, 0
	s_or_b32 s13, s13, 0xfc000000
	s_and_b32 vcc_lo, vcc_lo, s17
	s_mov_b32 s5, s13
	s_add_co_i32 s0, s22, -1
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_cndmask_b32 v5, 0x80000000, v5
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_cndmask_b32 v7, 0x80000000, v7
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_cndmask_b32 v9, 0x80000000, v9
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_cndmask_b32 v11, 0x80000000, v11
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_cndmask_b32 v13, 0x80000000, v13
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_cndmask_b32 v15, 0x80000000, v15
	v_dual_cndmask_b32 v16, 0x80000000, v16 :: v_dual_cndmask_b32 v17, 0x80000000, v17
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v19
	v_subrev_nc_u32_e32 v21, s3, v19
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x3
	buffer_load_u8 v22, v4, s[4:7], null offen
	buffer_load_u8 v23, v5, s[4:7], null offen
	buffer_load_u8 v24, v6, s[4:7], null offen
	buffer_load_u8 v25, v7, s[4:7], null offen
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e32 v4, v19, v21, vcc_lo
	s_wait_alu depctr_vm_vsrc(2)
	buffer_load_u8 v5, v8, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(2)
	buffer_load_u8 v6, v9, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(2)
	buffer_load_u8 v7, v10, s[4:7], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v19, v11, s[4:7], null offen
	v_cmp_le_u32_e32 vcc_lo, s3, v4
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_subrev_nc_u32_e32 v8, s3, v4
	s_wait_alu depctr_vm_vsrc(2)
	buffer_load_u8 v9, v12, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(2)
	buffer_load_u8 v10, v13, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(2)
	s_clause 0x1
	buffer_load_u8 v11, v14, s[4:7], null offen
	buffer_load_u8 v21, v15, s[4:7], null offen
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v8, v16, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(4)
	buffer_load_u8 v12, v17, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(4)
	buffer_load_u8 v13, v18, s[4:7], null offen
	s_wait_alu depctr_vm_vsrc(4)
	buffer_load_u8 v14, v20, s[4:7], null offen
	v_xor_b32_e32 v4, s2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v76, s2, v4
	v_add_nc_u32_e32 v4, s18, v76
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(4)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, s18, v4
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_add_nc_u32_e32 v16, s18, v15
	s_wait_xcnt 0x2
	s_wait_alu depctr_vm_vsrc(2)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v17, s18, v16
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_add_nc_u32_e32 v18, s18, v17
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, s18, v18
	v_add_nc_u32_e32 v26, s18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v27, s18, v26
	v_add_nc_u32_e32 v28, s18, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v29, s18, v28
	v_add_nc_u32_e32 v30, s18, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, s18, v30
	v_add_nc_u32_e32 v32, s18, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, s18, v32
	v_add_nc_u32_e32 v34, s18, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v35, s18, v34
	v_add_nc_u32_e32 v36, s18, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v37, s18, v36
	v_add_nc_u32_e32 v38, s18, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v39, s18, v38
	v_add_nc_u32_e32 v40, s18, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v41, s18, v40
	v_add_nc_u32_e32 v42, s18, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v43, s18, v42
	v_add_nc_u32_e32 v44, s18, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v45, s18, v44
	v_add_nc_u32_e32 v46, s18, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v47, s18, v46
	v_add_nc_u32_e32 v48, s18, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v49, s18, v48
	v_add_nc_u32_e32 v50, s18, v49
	s_cmp_lt_u32 s0, 0x7fffffe0
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -2
	v_cndmask_b32_e32 v51, 0x80000000, v76, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffdf
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -3
	v_cndmask_b32_e32 v4, 0x80000000, v4, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffde
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -4
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffdd
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -5
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffdc
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -6
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffdb
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -7
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffda
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -8
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd9
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -9
	v_cndmask_b32_e32 v26, 0x80000000, v26, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd8
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -10
	v_cndmask_b32_e32 v27, 0x80000000, v27, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd7
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -11
	v_cndmask_b32_e32 v28, 0x80000000, v28, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffd6
	s_wait_loadcnt 0xf
	ds_store_b8 v3, v22 offset:8688
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s0, s22, -12
	s_wait_loadcnt 0xe
	ds_store_b8 v3, v23 offset:8816
	s_cmp_lt_u32 s0, 0x7fffffd5
	s_wait_loadcnt 0xd
	ds_store_b8 v3, v24 offset:8960
	s_cselect_b32 s0, -1, 0
	s_add_co_i32 s1, s22, -13
	s_wait_loadcnt 0xc
	ds_store_b8 v3, v25 offset:9088
	s_cmp_lt_u32 s1, 0x7fffffd4
	s_wait_loadcnt 0xb
	ds_store_b8 v3, v5 offset:9232
	s_cselect_b32 s1, -1, 0
	s_add_co_i32 s2, s22, -14
	s_wait_loadcnt 0xa
	ds_store_b8 v3, v6 offset:9360
	s_cmp_lt_u32 s2, 0x7fffffd3
	s_wait_loadcnt 0x9
	ds_store_b8 v3, v7 offset:9504
	s_cselect_b32 s2, -1, 0
	s_add_co_i32 s3, s22, -15
	s_wait_loadcnt 0x8
	ds_store_b8 v3, v19 offset:9632
	s_cmp_lt_u32 s3, 0x7fffffd2
	s_wait_loadcnt 0x7
	ds_store_b8 v3, v9 offset:9776
	s_cselect_b32 s3, -1, 0
	s_add_co_i32 s4, s22, -16
	s_wait_loadcnt 0x6
	ds_store_b8 v3, v10 offset:9904
	s_cmp_lt_u32 s4, 0x7fffffd1
	s_wait_loadcnt 0x5
	ds_store_b8 v3, v11 offset:10048
	s_cselect_b32 s4, -1, 0
	s_sub_co_i32 s5, s22, 17
	s_wait_loadcnt 0x4
	ds_store_b8 v3, v21 offset:10176
	s_cmp_lt_u32 s5, 0x7fffffd0
	s_wait_loadcnt 0x3
	ds_store_b8 v3, v8 offset:10320
	s_cselect_b32 s5, -1, 0
	s_sub_co_i32 s6, s22, 18
	s_wait_loadcnt 0x2
	ds_store_b8 v3, v12 offset:10448
	s_cmp_lt_u32 s6, 0x7fffffcf
	s_wait_loadcnt 0x1
	ds_store_b8 v3, v13 offset:10592
	s_cselect_b32 s6, -1, 0
	s_sub_co_i32 s8, s22, 19
	s_wait_loadcnt 0x0
	ds_store_b8 v3, v14 offset:10720
	s_cmp_lt_u32 s8, 0x7fffffce
	s_wait_alu depctr_vm_vsrc(6)
	v_cndmask_b32_e32 v5, 0x80000000, v29, vcc_lo
	v_cndmask_b32_e64 v6, 0x80000000, v30, s0
	v_cndmask_b32_e64 v7, 0x80000000, v31, s1
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e64 v8, 0x80000000, v32, s2
	v_cndmask_b32_e64 v9, 0x80000000, v33, s3
	v_cndmask_b32_e64 v10, 0x80000000, v34, s4
	v_cndmask_b32_e64 v11, 0x80000000, v35, s5
	s_wait_alu depctr_vm_vsrc(2)
	v_cndmask_b32_e64 v12, 0x80000000, v36, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 20
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v13, 0x80000000, v37, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcd
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 21
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v14, 0x80000000, v38, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcc
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 22
	v_cndmask_b32_e32 v19, 0x80000000, v39, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffcb
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 23
	v_cndmask_b32_e32 v21, 0x80000000, v40, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffca
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 24
	v_cndmask_b32_e32 v22, 0x80000000, v41, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc9
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 25
	v_cndmask_b32_e32 v23, 0x80000000, v42, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc8
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 26
	v_cndmask_b32_e32 v24, 0x80000000, v43, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc7
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 27
	v_cndmask_b32_e32 v25, 0x80000000, v44, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc6
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 28
	v_cndmask_b32_e32 v29, 0x80000000, v45, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc5
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 29
	v_cndmask_b32_e32 v30, 0x80000000, v46, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc4
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 30
	v_cndmask_b32_e32 v31, 0x80000000, v47, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc3
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 31
	v_cndmask_b32_e32 v32, 0x80000000, v48, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc2
	s_cselect_b32 vcc_lo, -1, 0
	s_sub_co_i32 s0, s22, 32
	v_cndmask_b32_e32 v33, 0x80000000, v49, vcc_lo
	s_cmp_lt_u32 s0, 0x7fffffc1
	s_cselect_b32 vcc_lo, -1, 0
	s_or_b64 s[8:9], s[14:15], 0xfc00000000000000
	v_cndmask_b32_e32 v34, 0x80000000, v50, vcc_lo
	s_wait_alu depctr_va_vdst(14)
	s_clause 0x1
	buffer_load_u8 v35, v51, s[8:11], null offen
	buffer_load_u8 v36, v4, s[8:11], null offen
	s_wait_alu depctr_va_vdst(13)
	buffer_load_u8 v37, v15, s[8:11], null offen
	s_wait_alu depctr_va_vdst(12)
	buffer_load_u8 v38, v16, s[8:11], null offen
	s_wait_alu depctr_va_vdst(11)
	buffer_load_u8 v39, v17, s[8:11], null offen
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u8 v40, v18, s[8:11], null offen
	s_wait_alu depctr_va_vdst(9)
	buffer_load_u8 v41, v20, s[8:11], null offen
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u8 v42, v26, s[8:11], null offen
	s_wait_alu depctr_va_vdst(7)
	buffer_load_u8 v43, v27, s[8:11], null offen
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u8 v44, v28, s[8:11], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u8 v45, v5, s[8:11], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u8 v46, v6, s[8:11], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v47, v7, s[8:11], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v48, v8, s[8:11], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v49, v9, s[8:11], null offen
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr16
                                        ; kill: killed $vgpr28
                                        ; kill: killed $vgpr15
                                        ; kill: killed $vgpr27
                                        ; kill: killed $vgpr9
                                        ; kill: killed $vgpr4
                                        ; kill: killed $vgpr26
                                        ; kill: killed $vgpr8
                                        ; kill: killed $vgpr51
                                        ; kill: killed $vgpr20
                                        ; kill: killed $vgpr7
                                        ; kill: killed $vgpr18
                                        ; kill: killed $vgpr6
                                        ; kill: killed $vgpr17
	s_wait_alu depctr_vm_vsrc(6)
	buffer_load_u8 v4, v10, s[8:11], null offen
	s_wait_alu depctr_vm_vsrc(5)
	buffer_load_u8 v5, v11, s[8:11], null offen
	s_wait_alu depctr_vm_vsrc(5)
	buffer_load_u8 v6, v12, s[8:11], null offen
	s_wait_alu depctr_vm_vsrc(5)
	buffer_load_u8 v7, v13, s[8:11], null offen
	s_wait_alu depctr_vm_vsrc(5)
	buffer_load_u8 v8, v14, s[8:11], null offen
	s_wait_alu depctr_vm_vsrc(5)
	s_clause 0x8
	buffer_load_u8 v9, v19, s[8:11], null offen
	buffer_load_u8 v15, v21, s[8:11], null offen
	buffer_load_u8 v16, v22, s[8:11], null offen
	buffer_load_u8 v17, v23, s[8:11], null offen
	buffer_load_u8 v18, v24, s[8:11], null offen
	buffer_load_u8 v20, v25, s[8:11], null offen
	buffer_load_u8 v26, v29, s[8:11], null offen
	buffer_load_u8 v27, v30, s[8:11], null offen
	buffer_load_u8 v28, v31, s[8:11], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v50, v32, s[8:11], null offen
                                        ; kill: killed $vgpr23
                                        ; kill: killed $vgpr32
                                        ; kill: killed $vgpr11
                                        ; kill: killed $vgpr22
                                        ; kill: killed $vgpr31
                                        ; kill: killed $vgpr10
                                        ; kill: killed $vgpr21
                                        ; kill: killed $vgpr30
                                        ; kill: killed $vgpr19
                                        ; kill: killed $vgpr29
                                        ; kill: killed $vgpr14
                                        ; kill: killed $vgpr25
                                        ; kill: killed $vgpr13
                                        ; kill: killed $vgpr24
                                        ; kill: killed $vgpr12
	s_wait_alu depctr_vm_vsrc(6)
	s_clause 0x1
	buffer_load_u8 v10, v33, s[8:11], null offen
	buffer_load_u8 v11, v34, s[8:11], null offen
	s_cmp_gt_i32 s30, 63
	s_wait_loadcnt 0x1f
	ds_store_b8 v3, v35
	s_wait_loadcnt 0x1e
	ds_store_b8 v3, v36 offset:128
	s_wait_loadcnt 0x1d
	ds_store_b8 v3, v37 offset:272
	s_wait_loadcnt 0x1c
	ds_store_b8 v3, v38 offset:400
	s_wait_loadcnt 0x1b
	ds_store_b8 v3, v39 offset:544
	s_wait_loadcnt 0x1a
	ds_store_b8 v3, v40 offset:672
	s_wait_loadcnt 0x19
	ds_store_b8 v3, v41 offset:816
	s_wait_loadcnt 0x18
	ds_store_b8 v3, v42 offset:944
	s_wait_loadcnt 0x17
	ds_store_b8 v3, v43 offset:1088
	s_wait_loadcnt 0x16
	ds_store_b8 v3, v44 offset:1216
	s_wait_loadcnt 0x15
	ds_store_b8 v3, v45 offset:1360
	s_wait_loadcnt 0x14
	ds_store_b8 v3, v46 offset:1488
	s_wait_loadcnt 0x13
	ds_store_b8 v3, v47 offset:1632
	s_wait_loadcnt 0x12
	ds_store_b8 v3, v48 offset:1760
	s_wait_loadcnt 0x11
	ds_store_b8 v3, v49 offset:1904
	s_wait_loadcnt 0x10
	ds_store_b8 v3, v4 offset:2032
	s_wait_loadcnt 0xf
	ds_store_b8 v3, v5 offset:2176
	s_wait_loadcnt 0xe
	ds_store_b8 v3, v6 offset:2304
	s_wait_loadcnt 0xd
	ds_store_b8 v3, v7 offset:2448
	s_wait_loadcnt 0xc
	ds_store_b8 v3, v8 offset:2576
	s_wait_loadcnt 0xb
	ds_store_b8 v3, v9 offset:2720
	s_wait_loadcnt 0xa
	ds_store_b8 v3, v15 offset:2848
	s_wait_loadcnt 0x9
	ds_store_b8 v3, v16 offset:2992
	s_wait_loadcnt 0x8
	ds_store_b8 v3, v17 offset:3120
	s_wait_loadcnt 0x7
	ds_store_b8 v3, v18 offset:3264
	s_wait_loadcnt 0x6
	ds_store_b8 v3, v20 offset:3392
	s_wait_loadcnt 0x5
	ds_store_b8 v3, v26 offset:3536
	s_wait_loadcnt 0x4
	ds_store_b8 v3, v27 offset:3664
	s_wait_loadcnt 0x3
	ds_store_b8 v3, v28 offset:3808
	s_wait_loadcnt 0x2
	ds_store_b8 v3, v50 offset:3936
	s_wait_loadcnt 0x1
	ds_store_b8 v3, v10 offset:4080
	s_wait_loadcnt 0x0
	ds_store_b8 v3, v11 offset:4208
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v3, 0x600, v2
	v_lshlrev_b32_e32 v65, 1, v0
	s_lshr_b32 s1, s29, 1
	s_mov_b32 s28, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v77, 0x180, v1, v3
	v_and_b32_e32 v78, 8, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 4, v77
	v_and_b32_e32 v81, 0x70, v3
	s_branch .LBB0_3
.LBB0_2:
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $vgpr65
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr81
.LBB0_3:                                ; %Flow127
	s_and_b32 s2, s28, exec_lo
	v_and_b32_e32 v74, 15, v0
	s_cselect_b32 s2, 1, 0
	v_lshrrev_b32_e32 v80, 1, v0
	s_cmp_lg_u32 s2, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v79, 5, v74
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_and_b32_e32 v82, 8, v80
	v_and_b32_e32 v83, 16, v73
	v_and_b32_e32 v0, 0x600, v2
	v_dual_mov_b32 v56, 0 :: v_dual_bitop2_b32 v78, 8, v73 bitop3:0x40
	s_mov_b64 s[10:11], 0xffffff
	v_and_or_b32 v77, 0x180, v1, v0
	s_mov_b64 s[14:15], 0xffffff
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v57, v56 :: v_dual_mov_b32 v58, v56
	v_dual_mov_b32 v59, v56 :: v_dual_mov_b32 v60, v56
	v_dual_mov_b32 v61, v56 :: v_dual_mov_b32 v62, v56
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v63, v56 :: v_dual_mov_b32 v48, v56
	v_dual_mov_b32 v49, v56 :: v_dual_mov_b32 v50, v56
	v_mov_b32_e32 v51, v56
	s_lshl_b32 s2, s18, 5
	v_mov_b32_e32 v52, v56
	s_lshr_b32 s71, s30, 5
	v_dual_mov_b32 v53, v56 :: v_dual_mov_b32 v54, v56
	v_dual_mov_b32 v55, v56 :: v_dual_mov_b32 v40, v56
	v_dual_mov_b32 v41, v56 :: v_dual_mov_b32 v42, v56
	v_dual_mov_b32 v43, v56 :: v_dual_mov_b32 v44, v56
	v_dual_mov_b32 v45, v56 :: v_dual_mov_b32 v46, v56
	v_dual_mov_b32 v47, v56 :: v_dual_mov_b32 v32, v56
	v_dual_mov_b32 v33, v56 :: v_dual_mov_b32 v34, v56
	v_dual_mov_b32 v35, v56 :: v_dual_mov_b32 v36, v56
	v_dual_mov_b32 v37, v56 :: v_dual_mov_b32 v38, v56
	v_dual_mov_b32 v39, v56 :: v_dual_mov_b32 v24, v56
	v_dual_mov_b32 v25, v56 :: v_dual_mov_b32 v26, v56
	v_dual_mov_b32 v27, v56 :: v_dual_mov_b32 v28, v56
	v_dual_mov_b32 v29, v56 :: v_dual_mov_b32 v30, v56
	v_dual_mov_b32 v31, v56 :: v_dual_mov_b32 v16, v56
	v_dual_mov_b32 v17, v56 :: v_dual_mov_b32 v18, v56
	v_dual_mov_b32 v19, v56 :: v_dual_mov_b32 v20, v56
	v_dual_mov_b32 v21, v56 :: v_dual_mov_b32 v22, v56
	v_dual_mov_b32 v23, v56 :: v_dual_mov_b32 v8, v56
	v_dual_mov_b32 v9, v56 :: v_dual_mov_b32 v10, v56
	v_dual_mov_b32 v11, v56 :: v_dual_mov_b32 v12, v56
	v_dual_mov_b32 v13, v56 :: v_dual_mov_b32 v14, v56
	v_dual_mov_b32 v15, v56 :: v_dual_mov_b32 v0, v56
	v_dual_mov_b32 v1, v56 :: v_dual_mov_b32 v2, v56
	v_dual_mov_b32 v3, v56 :: v_dual_mov_b32 v4, v56
	v_dual_mov_b32 v5, v56 :: v_dual_mov_b32 v6, v56
	v_dual_mov_b32 v7, v56 :: v_dual_lshrrev_b32 v64, 4, v77
	s_lshr_b32 s1, s29, 1
	s_mul_i32 s3, s18, 33
	s_mul_i32 s4, s18, 34
	s_mul_i32 s5, s18, 35
	s_mul_i32 s6, s18, 36
	s_mul_i32 s22, s18, 37
	s_mul_i32 s23, s18, 38
	s_mul_i32 s28, s18, 39
	s_mul_i32 s29, s18, 40
	s_mul_i32 s30, s18, 41
	s_mul_i32 s31, s18, 42
	s_mul_i32 s33, s18, 43
	s_mul_i32 s34, s18, 44
	s_mul_i32 s35, s18, 45
	s_mul_i32 s36, s18, 46
	s_mul_i32 s37, s18, 47
	s_mul_i32 s38, s18, 48
	s_mul_i32 s39, s18, 49
	s_mul_i32 s40, s18, 50
	s_mul_i32 s41, s18, 51
	s_mul_i32 s42, s18, 52
	s_mul_i32 s43, s18, 53
	s_mul_i32 s44, s18, 54
	s_mul_i32 s45, s18, 55
	s_mul_i32 s46, s18, 56
	s_mul_i32 s47, s18, 57
	s_mul_i32 s48, s18, 58
	s_mul_i32 s49, s18, 59
	s_mul_i32 s50, s18, 60
	s_mul_i32 s51, s18, 61
	s_mul_i32 s52, s18, 62
	s_mul_i32 s18, s18, 63
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
	s_mov_b32 s69, 0
	s_movk_i32 s72, 0x21f0
	s_mov_b32 s70, 0
	v_and_b32_e32 v81, 0x70, v64
	s_add_co_i32 s71, s71, -1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_vm_vsrc(0)
	v_add_nc_u32_e32 v64, s68, v72
	v_cmp_gt_i32_e32 vcc_lo, s0, v72
	v_dual_add_nc_u32 v65, s67, v72 :: v_dual_add_nc_u32 v66, s66, v72
	v_dual_add_nc_u32 v67, s65, v72 :: v_dual_add_nc_u32 v68, s64, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v64, 0x80000000, v64 :: v_dual_cndmask_b32 v65, 0x80000000, v65
	v_dual_cndmask_b32 v66, 0x80000000, v66 :: v_dual_cndmask_b32 v67, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v68, 0x80000000, v68, vcc_lo
	v_dual_add_nc_u32 v69, s63, v72 :: v_dual_add_nc_u32 v70, s62, v72
	v_dual_add_nc_u32 v71, s61, v72 :: v_dual_add_nc_u32 v84, s60, v72
	v_add_nc_u32_e32 v85, s59, v72
	v_dual_cndmask_b32 v69, 0x80000000, v69 :: v_dual_cndmask_b32 v70, 0x80000000, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v71, 0x80000000, v71 :: v_dual_cndmask_b32 v84, 0x80000000, v84
	v_cndmask_b32_e32 v85, 0x80000000, v85, vcc_lo
	v_dual_add_nc_u32 v86, s58, v72 :: v_dual_add_nc_u32 v87, s57, v72
	v_dual_add_nc_u32 v88, s56, v72 :: v_dual_add_nc_u32 v89, s55, v72
	v_add_nc_u32_e32 v90, s54, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v86, 0x80000000, v86 :: v_dual_cndmask_b32 v87, 0x80000000, v87
	v_dual_cndmask_b32 v88, 0x80000000, v88 :: v_dual_cndmask_b32 v89, 0x80000000, v89
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v90, 0x80000000, v90, vcc_lo
	v_add_nc_u32_e32 v91, s53, v72
	s_wait_alu depctr_va_vdst(14)
	s_clause 0x3
	buffer_load_u8 v124, v64, s[12:15], null offen
	buffer_load_u8 v125, v65, s[12:15], null offen
	buffer_load_u8 v126, v66, s[12:15], null offen
	buffer_load_u8 v127, v67, s[12:15], null offen
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e32 v64, 0x80000000, v91, vcc_lo
	s_wait_alu depctr_va_vdst(14)
	buffer_load_u8 v128, v68, s[12:15], null offen
	s_wait_alu depctr_va_vdst(10)
	s_clause 0x1
	buffer_load_u8 v129, v69, s[12:15], null offen
	buffer_load_u8 v130, v70, s[12:15], null offen
	s_wait_alu depctr_va_vdst(9)
	s_clause 0x1
	buffer_load_u8 v131, v71, s[12:15], null offen
	buffer_load_u8 v132, v84, s[12:15], null offen
	s_wait_alu depctr_va_vdst(8)
	buffer_load_u8 v133, v85, s[12:15], null offen
	s_wait_alu depctr_va_vdst(4)
	s_clause 0x1
	buffer_load_u8 v134, v86, s[12:15], null offen
	buffer_load_u8 v135, v87, s[12:15], null offen
	s_wait_alu depctr_va_vdst(3)
	s_clause 0x1
	buffer_load_u8 v136, v88, s[12:15], null offen
	buffer_load_u8 v137, v89, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v138, v90, s[12:15], null offen
	s_wait_xcnt 0xd
	s_wait_alu depctr_vm_vsrc(6)
	v_add_nc_u32_e32 v65, s72, v82
	s_wait_xcnt 0xc
	v_add3_u32 v66, s7, s1, v78
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_dual_mov_b32 v88, s69 :: v_dual_mov_b32 v89, s69
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v139, v64, s[12:15], null offen
	v_add3_u32 v116, v65, v79, v83
	v_add3_u32 v66, v66, v77, v81
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_dual_mov_b32 v90, s69 :: v_dual_mov_b32 v91, s69
	v_dual_mov_b32 v96, s69 :: v_dual_mov_b32 v97, s69
	v_dual_mov_b32 v98, s69 :: v_dual_mov_b32 v99, s69
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_add_nc_u32 v64, s2, v76 :: v_dual_add_nc_u32 v65, s3, v76
	v_dual_add_nc_u32 v67, s4, v76 :: v_dual_add_nc_u32 v84, s5, v76
	v_dual_add_nc_u32 v85, s6, v76 :: v_dual_add_nc_u32 v86, s22, v76
	v_dual_add_nc_u32 v87, s23, v76 :: v_dual_add_nc_u32 v92, s28, v76
	v_dual_add_nc_u32 v93, s29, v76 :: v_dual_add_nc_u32 v94, s30, v76
	v_dual_add_nc_u32 v95, s31, v76 :: v_dual_add_nc_u32 v100, s33, v76
	v_dual_add_nc_u32 v101, s34, v76 :: v_dual_add_nc_u32 v102, s35, v76
	v_dual_add_nc_u32 v103, s36, v76 :: v_dual_add_nc_u32 v108, s37, v76
	v_dual_add_nc_u32 v109, s38, v76 :: v_dual_add_nc_u32 v110, s39, v76
	v_dual_add_nc_u32 v111, s40, v76 :: v_dual_add_nc_u32 v117, s41, v76
	v_dual_add_nc_u32 v118, s42, v76 :: v_dual_add_nc_u32 v119, s43, v76
	v_dual_add_nc_u32 v140, s44, v76 :: v_dual_add_nc_u32 v141, s45, v76
	v_dual_add_nc_u32 v142, s46, v76 :: v_dual_add_nc_u32 v143, s47, v76
	v_dual_add_nc_u32 v144, s48, v76 :: v_dual_add_nc_u32 v145, s49, v76
	v_dual_add_nc_u32 v146, s50, v76 :: v_dual_add_nc_u32 v147, s51, v76
	v_dual_add_nc_u32 v148, s52, v76 :: v_dual_add_nc_u32 v149, s18, v76
	v_dual_mov_b32 v68, s69 :: v_dual_mov_b32 v69, s69
	v_dual_mov_b32 v70, s69 :: v_dual_mov_b32 v71, s69
	v_dual_mov_b32 v104, s69 :: v_dual_mov_b32 v105, s69
	v_dual_mov_b32 v106, s69 :: v_dual_mov_b32 v107, s69
	s_cmp_gt_i32 s0, 0
	v_mov_b32_e32 v112, s69
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 1
	v_cndmask_b32_e32 v150, 0x80000000, v64, vcc_lo
	v_dual_mov_b32 v113, s69 :: v_dual_mov_b32 v114, s69
	v_dual_mov_b32 v115, s69 :: v_dual_mov_b32 v120, s69
	v_dual_mov_b32 v121, s69 :: v_dual_mov_b32 v122, s69
	v_dual_mov_b32 v123, s69 :: v_dual_mov_b32 v76, v64
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 2
	v_cndmask_b32_e32 v151, 0x80000000, v65, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 3
	v_cndmask_b32_e32 v152, 0x80000000, v67, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 4
	v_cndmask_b32_e32 v153, 0x80000000, v84, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 5
	v_cndmask_b32_e32 v154, 0x80000000, v85, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 6
	v_cndmask_b32_e32 v155, 0x80000000, v86, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 7
	v_cndmask_b32_e32 v156, 0x80000000, v87, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 8
	v_cndmask_b32_e32 v157, 0x80000000, v92, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 9
	v_cndmask_b32_e32 v158, 0x80000000, v93, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 10
	v_cndmask_b32_e32 v159, 0x80000000, v94, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 11
	v_cndmask_b32_e32 v160, 0x80000000, v95, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 12
	v_cndmask_b32_e32 v161, 0x80000000, v100, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 13
	v_cndmask_b32_e32 v162, 0x80000000, v101, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 14
	v_cndmask_b32_e32 v163, 0x80000000, v102, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 15
	v_cndmask_b32_e32 v164, 0x80000000, v103, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 16
	v_cndmask_b32_e32 v165, 0x80000000, v108, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 17
	v_cndmask_b32_e32 v166, 0x80000000, v109, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 18
	v_cndmask_b32_e32 v167, 0x80000000, v110, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 19
	v_cndmask_b32_e32 v168, 0x80000000, v111, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 20
	v_cndmask_b32_e32 v169, 0x80000000, v117, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 21
	v_cndmask_b32_e32 v170, 0x80000000, v118, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 22
	v_cndmask_b32_e32 v171, 0x80000000, v119, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 23
	v_cndmask_b32_e32 v140, 0x80000000, v140, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 24
	v_cndmask_b32_e32 v141, 0x80000000, v141, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 25
	v_cndmask_b32_e32 v142, 0x80000000, v142, vcc_lo
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 26
	v_cndmask_b32_e32 v143, 0x80000000, v143, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 27
	v_cndmask_b32_e32 v144, 0x80000000, v144, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 28
	v_cndmask_b32_e32 v145, 0x80000000, v145, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(14)
	ds_load_2addr_b64 v[84:87], v116 offset1:2
	ds_load_tr8_b64 v[92:93], v66
	ds_load_tr8_b64 v[94:95], v66 offset:2176
	ds_load_tr8_b64 v[64:65], v66 offset:64
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr8_b64 v[66:67], v66 offset:2240
	s_wait_alu depctr_va_vdst(13)
	ds_load_2addr_b64 v[100:103], v116 offset0:68 offset1:70
	s_wait_alu depctr_va_vdst(9)
	ds_load_2addr_b64 v[108:111], v116 offset0:136 offset1:138
	s_wait_alu depctr_va_vdst(6) depctr_vm_vsrc(0)
	ds_load_2addr_b64 v[116:119], v116 offset0:204 offset1:206
	s_clause 0x15
	buffer_load_u8 v150, v150, s[8:11], null offen
	buffer_load_u8 v151, v151, s[8:11], null offen
	buffer_load_u8 v152, v152, s[8:11], null offen
	buffer_load_u8 v153, v153, s[8:11], null offen
	buffer_load_u8 v154, v154, s[8:11], null offen
	buffer_load_u8 v155, v155, s[8:11], null offen
	buffer_load_u8 v156, v156, s[8:11], null offen
	buffer_load_u8 v157, v157, s[8:11], null offen
	buffer_load_u8 v158, v158, s[8:11], null offen
	buffer_load_u8 v159, v159, s[8:11], null offen
	buffer_load_u8 v160, v160, s[8:11], null offen
	buffer_load_u8 v161, v161, s[8:11], null offen
	buffer_load_u8 v162, v162, s[8:11], null offen
	buffer_load_u8 v163, v163, s[8:11], null offen
	buffer_load_u8 v164, v164, s[8:11], null offen
	buffer_load_u8 v165, v165, s[8:11], null offen
	buffer_load_u8 v166, v166, s[8:11], null offen
	buffer_load_u8 v167, v167, s[8:11], null offen
	buffer_load_u8 v168, v168, s[8:11], null offen
	buffer_load_u8 v169, v169, s[8:11], null offen
	buffer_load_u8 v170, v170, s[8:11], null offen
	buffer_load_u8 v171, v171, s[8:11], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u8 v172, v140, s[8:11], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u8 v173, v141, s[8:11], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v174, v142, s[8:11], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v175, v143, s[8:11], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v176, v144, s[8:11], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v177, v145, s[8:11], null offen
	s_cmp_gt_i32 s0, 29
	v_cndmask_b32_e32 v146, 0x80000000, v146, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 30
	v_cndmask_b32_e32 v147, 0x80000000, v147, vcc_lo
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v178, v146, s[8:11], null offen
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_gt_i32 s0, 31
	v_cndmask_b32_e32 v148, 0x80000000, v148, vcc_lo
	s_wait_dscnt 0x5
	v_wmma_f32_16x16x64_bf8_bf8 v[56:63], v[92:99], v[84:91], v[56:63]
	s_wait_dscnt 0x3
	v_wmma_f32_16x16x64_bf8_bf8 v[48:55], v[64:71], v[84:91], v[48:55]
	s_cselect_b32 vcc_lo, -1, 0
	s_add_co_i32 s7, s70, 1
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x64_bf8_bf8 v[40:47], v[92:99], v[100:107], v[40:47]
	s_cmp_lt_i32 s7, 2
	v_cndmask_b32_e32 v84, 0x80000000, v149, vcc_lo
	v_wmma_f32_16x16x64_bf8_bf8 v[32:39], v[64:71], v[100:107], v[32:39]
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x64_bf8_bf8 v[24:31], v[92:99], v[108:115], v[24:31]
	v_wmma_f32_16x16x64_bf8_bf8 v[16:23], v[64:71], v[108:115], v[16:23]
	s_cselect_b32 s70, s7, 0
	s_add_co_i32 s53, s53, 32
	s_lshl_b32 s7, s70, 11
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x64_bf8_bf8 v[8:15], v[92:99], v[116:123], v[8:15]
	s_wait_alu depctr_va_vdst(7)
	s_clause 0x1
	buffer_load_u8 v179, v147, s[8:11], null offen
	buffer_load_u8 v180, v148, s[8:11], null offen
	s_lshr_b32 s72, s7, 4
	v_wmma_f32_16x16x64_bf8_bf8 v[0:7], v[64:71], v[116:123], v[0:7]
	s_add_co_i32 s72, s7, s72
	s_lshl_b32 s73, s70, 8
	v_add_nc_u32_e32 v85, s72, v75
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u8 v181, v84, s[8:11], null offen
	s_and_b32 s73, s73, 0xfffff00
	s_add_co_i32 s7, s7, s7
	s_add_co_i32 s54, s54, 32
	s_add_co_i32 s7, s7, s73
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
	s_add_co_i32 s71, s71, -1
	s_sub_co_i32 s0, s0, 32
	s_addk_co_i32 s72, 0x21f0
	v_add_nc_u32_e32 v64, s7, v75
	s_cmp_lg_u32 s71, 0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x2d
	s_wait_alu depctr_va_vdst(1)
	ds_store_b8 v85, v126 offset:8960
	s_wait_loadcnt 0x2c
	ds_store_b8 v85, v127 offset:9088
	s_wait_loadcnt 0x2b
	ds_store_b8 v85, v128 offset:9232
	s_wait_loadcnt 0x2a
	ds_store_b8 v85, v129 offset:9360
	s_wait_loadcnt 0x29
	ds_store_b8 v85, v130 offset:9504
	s_wait_loadcnt 0x28
	ds_store_b8 v85, v131 offset:9632
	s_wait_loadcnt 0x27
	ds_store_b8 v85, v132 offset:9776
	s_wait_loadcnt 0x26
	ds_store_b8 v85, v133 offset:9904
	s_wait_loadcnt 0x25
	ds_store_b8 v85, v134 offset:10048
	s_wait_loadcnt 0x24
	ds_store_b8 v85, v135 offset:10176
	s_wait_loadcnt 0x23
	ds_store_b8 v85, v136 offset:10320
	s_wait_loadcnt 0x22
	ds_store_b8 v85, v137 offset:10448
	s_wait_loadcnt 0x21
	ds_store_b8 v85, v138 offset:10592
	s_wait_loadcnt 0x20
	ds_store_b8 v85, v139 offset:10720
	ds_store_b8 v85, v124 offset:8688
	ds_store_b8 v85, v125 offset:8816
	s_wait_loadcnt 0x1f
	s_wait_alu depctr_va_vdst(0)
	ds_store_b8 v64, v150
	s_wait_loadcnt 0x1e
	ds_store_b8 v64, v151 offset:128
	s_wait_loadcnt 0x1d
	ds_store_b8 v64, v152 offset:272
	s_wait_loadcnt 0x1c
	ds_store_b8 v64, v153 offset:400
	s_wait_loadcnt 0x1b
	ds_store_b8 v64, v154 offset:544
	s_wait_loadcnt 0x1a
	ds_store_b8 v64, v155 offset:672
	s_wait_loadcnt 0x19
	ds_store_b8 v64, v156 offset:816
	s_wait_loadcnt 0x18
	ds_store_b8 v64, v157 offset:944
	s_wait_loadcnt 0x17
	ds_store_b8 v64, v158 offset:1088
	s_wait_loadcnt 0x16
	ds_store_b8 v64, v159 offset:1216
	s_wait_loadcnt 0x15
	ds_store_b8 v64, v160 offset:1360
	s_wait_loadcnt 0x14
	ds_store_b8 v64, v161 offset:1488
	s_wait_loadcnt 0x13
	ds_store_b8 v64, v162 offset:1632
	s_wait_loadcnt 0x12
	ds_store_b8 v64, v163 offset:1760
	s_wait_loadcnt 0x11
	ds_store_b8 v64, v164 offset:1904
	s_wait_loadcnt 0x10
	ds_store_b8 v64, v165 offset:2032
	s_wait_loadcnt 0xf
	ds_store_b8 v64, v166 offset:2176
	s_wait_loadcnt 0xe
	ds_store_b8 v64, v167 offset:2304
	s_wait_loadcnt 0xd
	ds_store_b8 v64, v168 offset:2448
	s_wait_loadcnt 0xc
	ds_store_b8 v64, v169 offset:2576
	s_wait_loadcnt 0xb
	ds_store_b8 v64, v170 offset:2720
	s_wait_loadcnt 0xa
	ds_store_b8 v64, v171 offset:2848
	s_wait_loadcnt 0x9
	ds_store_b8 v64, v172 offset:2992
	s_wait_loadcnt 0x8
	ds_store_b8 v64, v173 offset:3120
	s_wait_loadcnt 0x7
	ds_store_b8 v64, v174 offset:3264
	s_wait_loadcnt 0x6
	ds_store_b8 v64, v175 offset:3392
	s_wait_loadcnt 0x5
	ds_store_b8 v64, v176 offset:3536
	s_wait_loadcnt 0x4
	ds_store_b8 v64, v177 offset:3664
	s_wait_loadcnt 0x3
	ds_store_b8 v64, v178 offset:3808
	s_wait_loadcnt 0x2
	ds_store_b8 v64, v179 offset:3936
	s_wait_loadcnt 0x1
	ds_store_b8 v64, v180 offset:4080
	s_wait_loadcnt 0x0
	ds_store_b8 v64, v181 offset:4208
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v65, v73
	s_branch .LBB0_8
.LBB0_7:
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_e32 v7, 0
	s_movk_i32 s72, 0x21f0
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
.LBB0_8:                                ; %Flow128
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v64, s16, v72
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s0, s17, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	v_add3_u32 v66, s7, s1, v78
	v_and_b32_e32 v67, 8, v80
	v_dual_mov_b32 v70, 0 :: v_dual_bitop2_b32 v65, 16, v65 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v66, v66, v77, v81
	v_dual_add_nc_u32 v67, s72, v67 :: v_dual_mov_b32 v71, v70
	v_dual_mov_b32 v72, v70 :: v_dual_mov_b32 v73, v70
	v_dual_mov_b32 v80, v70 :: v_dual_mov_b32 v81, v70
	v_dual_mov_b32 v82, v70 :: v_dual_mov_b32 v83, v70
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v65, v67, v79, v65
	v_dual_mov_b32 v88, v70 :: v_dual_mov_b32 v89, v70
	v_dual_mov_b32 v90, v70 :: v_dual_mov_b32 v91, v70
	v_dual_mov_b32 v96, v70 :: v_dual_mov_b32 v97, v70
	v_dual_mov_b32 v98, v70 :: v_dual_mov_b32 v99, v70
	s_wait_alu depctr_va_vdst(9)
	ds_load_tr8_b64 v[76:77], v66
	s_wait_alu depctr_va_vdst(4)
	ds_load_tr8_b64 v[78:79], v66 offset:2176
	ds_load_tr8_b64 v[84:85], v66 offset:64
	ds_load_tr8_b64 v[86:87], v66 offset:2240
	v_dual_mov_b32 v104, v70 :: v_dual_mov_b32 v105, v70
	v_mov_b32_e32 v106, v70
	ds_load_2addr_b64 v[108:111], v65 offset0:204 offset1:206
	ds_load_2addr_b64 v[100:103], v65 offset0:136 offset1:138
	ds_load_2addr_b64 v[92:95], v65 offset0:68 offset1:70
	s_wait_alu depctr_vm_vsrc(3)
	ds_load_2addr_b64 v[66:69], v65 offset1:2
	v_dual_mov_b32 v107, v70 :: v_dual_mov_b32 v112, v70
	v_dual_mov_b32 v113, v70 :: v_dual_mov_b32 v114, v70
	v_mov_b32_e32 v115, v70
	s_wait_dscnt 0x3
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x64_bf8_bf8 v[8:15], v[76:83], v[108:115], v[8:15]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x64_bf8_bf8 v[56:63], v[76:83], v[66:73], v[56:63]
	v_wmma_f32_16x16x64_bf8_bf8 v[48:55], v[84:91], v[66:73], v[48:55]
	v_wmma_f32_16x16x64_bf8_bf8 v[40:47], v[76:83], v[92:99], v[40:47]
	v_wmma_f32_16x16x64_bf8_bf8 v[32:39], v[84:91], v[92:99], v[32:39]
	v_wmma_f32_16x16x64_bf8_bf8 v[24:31], v[76:83], v[100:107], v[24:31]
	v_wmma_f32_16x16x64_bf8_bf8 v[16:23], v[84:91], v[100:107], v[16:23]
	v_wmma_f32_16x16x64_bf8_bf8 v[0:7], v[84:91], v[108:115], v[0:7]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_lshrrev_b32 v64, 1, v64 :: v_dual_bitop2_b32 v65, s26, v74 bitop3:0x54
	v_cvt_pk_f16_f32 v56, v56, v57
	v_cvt_pk_f16_f32 v57, v58, v59
	v_cvt_pk_f16_f32 v58, v60, v61
	s_delay_alu instid0(VALU_DEP_4)
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
	v_or_b32_e32 v75, 0x41, v59
	v_or_b32_e32 v76, 64, v59
	v_or_b32_e32 v77, 7, v59
	v_or_b32_e32 v78, 6, v59
	v_or_b32_e32 v79, 5, v59
	v_or_b32_e32 v80, 4, v59
	v_or_b32_e32 v81, 3, v59
	v_or_b32_e32 v82, 2, v59
	v_or_b32_e32 v83, 1, v59
	v_cmp_gt_i32_e64 s17, s20, v6
	v_cmp_gt_i32_e64 s1, s20, v5
	v_cmp_gt_i32_e32 vcc_lo, s20, v4
	v_or_b32_e32 v4, s27, v68
	v_or_b32_e32 v5, s27, v69
	v_or_b32_e32 v6, s27, v70
	v_or_b32_e32 v84, s27, v71
	v_or_b32_e32 v85, s27, v72
	v_or_b32_e32 v86, s27, v73
	v_or_b32_e32 v87, s27, v75
	v_or_b32_e32 v88, s27, v76
	v_or_b32_e32 v89, s27, v77
	v_or_b32_e32 v90, s27, v78
	v_or_b32_e32 v91, s27, v79
	v_or_b32_e32 v92, s27, v80
	v_or_b32_e32 v93, s27, v81
	v_or_b32_e32 v94, s27, v82
	v_or_b32_e32 v95, s27, v83
	v_cmp_gt_i32_e64 s9, s21, v91
	v_cmp_gt_i32_e64 s13, s21, v92
	v_cmp_gt_i32_e64 s14, s21, v93
	v_cmp_gt_i32_e64 s15, s21, v94
	v_cmp_gt_i32_e64 s16, s21, v95
	v_cmp_gt_i32_e64 s12, s21, v90
	v_cmp_gt_i32_e64 s10, s21, v89
	v_cmp_gt_i32_e64 s11, s21, v88
	v_cmp_gt_i32_e64 s6, s21, v87
	v_cmp_gt_i32_e64 s7, s21, v86
	v_cmp_gt_i32_e64 s4, s21, v85
	v_cmp_gt_i32_e64 s5, s21, v84
	v_cmp_gt_i32_e64 s2, s21, v6
	v_cmp_gt_i32_e64 s3, s21, v5
	v_cmp_gt_i32_e64 s0, s21, v4
	s_mul_i32 s20, s26, s19
	s_or_b64 s[24:25], s[24:25], 0xfc00000000000000
	s_add_co_i32 s20, s20, s27
	s_mov_b32 s27, 0
	v_mad_u32 v4, s19, v74, s20
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v5, s19, 48, v4
	v_add_lshl_u32 v6, v4, v59, 1
	v_lshl_add_u32 v74, s19, 4, v4
	v_lshl_add_u32 v84, s19, 5, v4
	v_add_lshl_u32 v85, v4, v83, 1
	v_add_lshl_u32 v86, v4, v82, 1
	v_add_lshl_u32 v87, v4, v81, 1
	v_add_lshl_u32 v88, v4, v80, 1
	v_add_lshl_u32 v89, v4, v79, 1
	v_add_lshl_u32 v90, v4, v78, 1
	v_add_lshl_u32 v91, v4, v77, 1
	v_add_lshl_u32 v92, v4, v76, 1
	v_add_lshl_u32 v93, v4, v75, 1
	v_add_lshl_u32 v94, v4, v73, 1
	v_add_lshl_u32 v95, v4, v72, 1
	v_add_lshl_u32 v96, v4, v71, 1
	v_add_lshl_u32 v97, v4, v70, 1
	v_add_lshl_u32 v98, v4, v69, 1
	v_add_lshl_u32 v4, v4, v68, 1
	v_add_lshl_u32 v99, v74, v59, 1
	v_add_lshl_u32 v100, v74, v83, 1
	v_add_lshl_u32 v101, v74, v82, 1
	v_add_lshl_u32 v102, v74, v81, 1
	v_add_lshl_u32 v103, v74, v80, 1
	v_add_lshl_u32 v104, v74, v79, 1
	v_add_lshl_u32 v105, v74, v78, 1
	v_add_lshl_u32 v106, v74, v77, 1
	v_add_lshl_u32 v107, v74, v76, 1
	v_add_lshl_u32 v108, v74, v75, 1
	v_add_lshl_u32 v109, v74, v73, 1
	v_add_lshl_u32 v110, v74, v72, 1
	v_add_lshl_u32 v111, v74, v71, 1
	v_add_lshl_u32 v112, v74, v70, 1
	v_add_lshl_u32 v113, v74, v69, 1
	v_add_lshl_u32 v74, v74, v68, 1
	v_add_lshl_u32 v114, v84, v59, 1
	v_add_lshl_u32 v115, v84, v83, 1
	v_add_lshl_u32 v116, v84, v82, 1
	v_add_lshl_u32 v117, v84, v81, 1
	v_add_lshl_u32 v118, v84, v80, 1
	v_add_lshl_u32 v119, v84, v79, 1
	v_add_lshl_u32 v120, v84, v78, 1
	v_add_lshl_u32 v121, v84, v77, 1
	v_add_lshl_u32 v122, v84, v76, 1
	v_add_lshl_u32 v123, v84, v75, 1
	v_add_lshl_u32 v124, v84, v73, 1
	v_add_lshl_u32 v125, v84, v72, 1
	v_add_lshl_u32 v126, v84, v71, 1
	v_add_lshl_u32 v127, v84, v70, 1
	v_add_lshl_u32 v128, v84, v69, 1
	v_add_lshl_u32 v84, v84, v68, 1
	v_add_lshl_u32 v59, v5, v59, 1
	v_add_lshl_u32 v83, v5, v83, 1
	v_add_lshl_u32 v82, v5, v82, 1
	v_add_lshl_u32 v81, v5, v81, 1
	v_add_lshl_u32 v80, v5, v80, 1
	v_add_lshl_u32 v79, v5, v79, 1
	v_add_lshl_u32 v78, v5, v78, 1
	v_add_lshl_u32 v77, v5, v77, 1
	v_add_lshl_u32 v76, v5, v76, 1
	v_add_lshl_u32 v75, v5, v75, 1
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
	v_cndmask_b32_e64 v6, 0x80000000, v85, s19
	v_cndmask_b32_e64 v56, 0x80000000, v59, s18
	s_and_b32 s18, s8, s15
	s_and_b32 s19, s8, s14
	v_cndmask_b32_e64 v59, 0x80000000, v86, s18
	v_cndmask_b32_e64 v85, 0x80000000, v87, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v7, v6, s[24:27], null offen
	s_and_b32 s18, s8, s13
	s_and_b32 s19, s8, s9
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v6, 0x80000000, v88, s18
	v_cndmask_b32_e64 v7, 0x80000000, v89, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v57, v59, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v12, v85, s[24:27], null offen
	s_and_b32 s18, s8, s12
	s_and_b32 s19, s8, s10
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v90, s18
	v_cndmask_b32_e64 v57, 0x80000000, v91, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v58, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v13, v7, s[24:27], null offen
	s_and_b32 s18, s8, s11
	s_and_b32 s19, s8, s6
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v92, s18
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v93, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v60, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v14, v57, s[24:27], null offen
	s_and_b32 s18, s8, s7
	s_and_b32 s19, s8, s4
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v12, 0x80000000, v94, s18
	v_cndmask_b32_e64 v13, 0x80000000, v95, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v48, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v15, v7, s[24:27], null offen
	s_and_b32 s18, s8, s5
	s_and_b32 s19, s8, s2
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v96, s18
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v97, s19
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v49, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v20, v13, s[24:27], null offen
	s_and_b32 s18, s8, s3
	s_and_b32 s8, s8, s0
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v12, 0x80000000, v98, s18
	v_cndmask_b32_e64 v4, 0x80000000, v4, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v51, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v21, v7, s[24:27], null offen
	s_and_b32 s8, s17, s16
	s_and_b32 s18, s17, s15
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v100, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v101, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v52, v12, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v22, v4, s[24:27], null offen
	buffer_store_b16 v40, v68, s[24:27], null offen
	s_and_b32 s8, s17, s14
	s_and_b32 s18, s17, s13
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v102, s8
	v_cndmask_b32_e64 v12, 0x80000000, v103, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v23, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v41, v7, s[24:27], null offen
	s_and_b32 s8, s17, s9
	s_and_b32 s18, s17, s12
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v104, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v105, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v28, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v42, v12, s[24:27], null offen
	s_and_b32 s8, s17, s10
	s_and_b32 s18, s17, s11
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v106, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v107, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v29, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v43, v7, s[24:27], null offen
	s_and_b32 s8, s17, s6
	s_and_b32 s18, s17, s7
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v108, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v109, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v30, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v32, v12, s[24:27], null offen
	s_and_b32 s8, s17, s4
	s_and_b32 s18, s17, s5
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v110, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v111, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v31, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v33, v7, s[24:27], null offen
	s_and_b32 s8, s17, s2
	s_and_b32 s18, s17, s3
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v112, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v113, s18
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v36, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v34, v12, s[24:27], null offen
	s_and_b32 s8, s17, s0
	s_and_b32 s17, s1, s16
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v74, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v115, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v37, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v35, v7, s[24:27], null offen
	s_and_b32 s8, s1, s15
	s_and_b32 s17, s1, s14
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v116, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v117, s17
	s_wait_alu depctr_va_vdst(3)
	s_clause 0x1
	buffer_store_b16 v38, v4, s[24:27], null offen
	buffer_store_b16 v24, v99, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v39, v12, s[24:27], null offen
	s_and_b32 s8, s1, s13
	s_and_b32 s17, s1, s9
	s_wait_xcnt 0x2
	s_wait_alu depctr_vm_vsrc(2)
	v_cndmask_b32_e64 v4, 0x80000000, v118, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v119, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v25, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v44, v7, s[24:27], null offen
	s_and_b32 s8, s1, s12
	s_and_b32 s17, s1, s10
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v120, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v121, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v26, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v45, v12, s[24:27], null offen
	s_and_b32 s8, s1, s11
	s_and_b32 s17, s1, s6
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v122, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v123, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v27, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v46, v7, s[24:27], null offen
	s_and_b32 s8, s1, s7
	s_and_b32 s17, s1, s4
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v124, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v125, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v16, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v47, v12, s[24:27], null offen
	s_and_b32 s8, s1, s5
	s_and_b32 s17, s1, s2
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v126, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v127, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v17, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v50, v7, s[24:27], null offen
	s_and_b32 s8, s1, s3
	s_and_b32 s1, s1, s0
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v128, s8
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v84, s1
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v18, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v53, v12, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s16
	s_and_b32 s8, vcc_lo, s15
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v83, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v12, 0x80000000, v82, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v19, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v54, v7, s[24:27], null offen
	buffer_store_b16 v8, v56, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s14
	s_and_b32 s8, vcc_lo, s13
	s_wait_xcnt 0x2
	s_wait_alu depctr_vm_vsrc(2)
	v_cndmask_b32_e64 v6, 0x80000000, v81, s1
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v7, 0x80000000, v80, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v55, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v9, v12, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s9
	s_and_b32 s8, vcc_lo, s12
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v79, s1
	v_cndmask_b32_e64 v8, 0x80000000, v78, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v61, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v10, v7, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s10
	s_and_b32 s8, vcc_lo, s11
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v6, 0x80000000, v77, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v7, 0x80000000, v76, s8
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v62, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v11, v8, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s6
	s_and_b32 s6, vcc_lo, s7
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v4, 0x80000000, v75, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v8, 0x80000000, v73, s6
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v63, v6, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v0, v7, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s4
	s_and_b32 s4, vcc_lo, s5
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v0, 0x80000000, v72, s1
	v_cndmask_b32_e64 v6, 0x80000000, v71, s4
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v64, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v1, v8, s[24:27], null offen
	s_and_b32 s1, vcc_lo, s2
	s_and_b32 s2, vcc_lo, s3
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v1, 0x80000000, v70, s1
	v_cndmask_b32_e64 v4, 0x80000000, v69, s2
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v65, v0, s[24:27], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v2, v6, s[24:27], null offen
	s_and_b32 vcc_lo, vcc_lo, s0
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v0, 0x80000000, v5, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v66, v1, s[24:27], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_store_b16 v3, v4, s[24:27], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b16 v67, v0, s[24:27], null offen
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
		.amdhsa_next_free_sgpr 74
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
	.set .Lmatmul_kernel.num_vgpr, 182
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 74
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12032
; TotalNumSgprs: 76
; NumVgprs: 182
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 76
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
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     182
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
