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
	s_mov_b32 s11, 0
	s_mov_b32 s10, 0xffffff
	s_mov_b32 s15, s11
	s_mov_b32 s14, s10
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_bitop2_b32 v40, 31, v0 bitop3:0x40
	v_dual_lshlrev_b32 v2, 5, v0 :: v_dual_lshlrev_b32 v3, 1, v0
	s_clause 0x3
	s_load_b128 s[16:19], s[0:1], 0x18 nv
	s_load_b128 s[20:23], s[0:1], 0x0 nv
	s_load_b64 s[26:27], s[0:1], 0x10 nv
	s_load_b64 s[24:25], s[0:1], 0x28 nv
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
	s_cvt_f32_u32 s6, s4
	s_ashr_i32 s5, s5, 31
	s_sub_co_i32 s7, 0, s4
	s_mov_b32 s8, s20
	v_s_rcp_f32 s6, s6
	v_cmp_gt_i32_e32 vcc_lo, s18, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s7, s7, s6
	s_mul_hi_u32 s7, s6, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s6, s6, s7
	s_mul_hi_u32 s6, s3, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s7, s6, s4
	s_add_co_i32 s9, s6, 1
	s_sub_co_i32 s3, s3, s7
	s_sub_co_i32 s7, s3, s4
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s6, s9, s6
	s_cselect_b32 s3, s7, s3
	s_add_co_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s4
	s_cselect_b32 s3, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s5
	s_sub_co_i32 s4, s3, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s1, s1, s4
	s_mul_i32 s0, s4, s0
	s_min_i32 s5, s1, 1
	s_sub_co_i32 s6, ttmp9, s0
	s_abs_i32 s0, s5
	s_xor_b32 s1, s6, s5
	s_cvt_f32_u32 s3, s0
	s_abs_i32 s7, s6
	s_ashr_i32 s9, s1, 31
	s_sub_co_i32 s1, 0, s0
	v_s_rcp_f32 s3, s3
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s3, s3, 0x4f7ffffe
	s_cvt_u32_f32 s3, s3
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s1, s1, s3
	s_mul_hi_u32 s1, s3, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s3, s3, s1
	s_mul_hi_u32 s1, s7, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s3, s1, s0
	s_add_co_i32 s12, s1, 1
	s_sub_co_i32 s3, s7, s3
	s_sub_co_i32 s7, s3, s0
	s_cmp_ge_u32 s3, s0
	s_cselect_b32 s1, s12, s1
	s_cselect_b32 s3, s7, s3
	s_add_co_i32 s7, s1, 1
	s_cmp_ge_u32 s3, s0
	s_cselect_b32 s0, s7, s1
	s_abs_i32 s3, s16
	s_lshl_b32 s1, s2, 5
	s_cvt_f32_u32 s7, s3
	s_and_b32 s12, s2, 3
	s_xor_b32 s0, s0, s9
	s_sub_co_i32 s13, 0, s3
	v_s_rcp_f32 s7, s7
	v_bitop3_b32 v59, v40, 0x7f, s1 bitop3:0xc8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_dual_add_nc_u32 v4, 0, v59 :: v_dual_bitop2_b32 v64, s1, v40 bitop3:0x54
	s_sub_co_i32 s0, s0, s9
	s_mul_f32 s7, s7, 0x4f7ffffe
	s_mul_i32 s5, s0, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s6, s5
	s_cvt_u32_f32 s6, s7
	s_add_co_i32 s5, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s28, s5, 6
	s_bfe_i32 s4, s5, 0x10019
	s_or_b32 s5, s28, s12
	s_mul_i32 s13, s13, s6
	s_add_co_i32 s5, s5, s4
	s_mul_hi_u32 s7, s6, s13
	s_xor_b32 s9, s5, s4
	s_add_co_i32 s6, s6, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s9, s6
	s_mul_i32 s7, s7, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s7
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 4
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v41, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 8
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v42, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 12
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v43, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 16
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v91, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 20
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v73, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 24
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v74, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 28
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v76, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 32
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v77, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 36
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v78, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 40
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v79, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 44
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v58, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 48
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v66, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 52
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v67, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s9, s5, 56
	s_xor_b32 s7, s7, s4
	s_xor_b32 s9, s9, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s12, s9, s6
	v_mad_u32 v75, s7, s19, v40
	s_mul_i32 s12, s12, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s7, s9, s12
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s7, s9, s7
	s_add_co_i32 s5, s5, 60
	s_xor_b32 s7, s7, s4
	s_xor_b32 s5, s5, s4
	s_sub_co_i32 s7, s7, s4
	s_mul_hi_u32 s6, s5, s6
	v_mad_u32 v83, s7, s19, v40
	s_mul_i32 s6, s6, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s5, s5, s6
	s_sub_co_i32 s6, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s5, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s6, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s6, s5
	s_abs_i32 s5, s17
	s_xor_b32 s3, s3, s4
	s_cvt_f32_u32 s6, s5
	s_sub_co_i32 s3, s3, s4
	s_lshl_b32 s29, s0, 6
	v_mad_u32 v81, s3, s19, v40
	v_s_rcp_f32 s3, s6
	v_and_or_b32 v5, v64, 63, s29
	s_bfe_i32 s4, s0, 0x10019
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mul_f32 s0, s3, 0x4f7ffffe
	v_add_nc_u32_e32 v5, s4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_xor_b32_e32 v5, s4, v5
	s_cvt_u32_f32 s0, s0
	s_sub_co_i32 s6, 0, s5
	s_add_co_i32 s3, s18, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s6, s6, s0
	s_mul_hi_u32 s6, s0, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_co_i32 s0, s0, s6
	s_cmp_gt_i32 s3, 31
	v_mul_hi_u32 v6, v5, s0
	v_mul_lo_u32 v6, v6, s5
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v5, v5, v6
	s_cselect_b32 s30, -1, 0
	s_bfe_u32 s31, s2, 0x10001
	s_and_b32 vcc_lo, vcc_lo, s30
	s_or_b32 s21, s21, 0xfc000000
	v_cmp_le_u32_e64 s0, s5, v5
	v_subrev_nc_u32_e32 v6, s5, v5
	v_dual_cndmask_b32 v7, 0x80000000, v41 :: v_dual_cndmask_b32 v8, 0x80000000, v42
	v_cndmask_b32_e32 v29, 0x80000000, v43, vcc_lo
	v_cndmask_b32_e32 v30, 0x80000000, v91, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v5, v6, s0
	v_dual_cndmask_b32 v6, 0x80000000, v73 :: v_dual_cndmask_b32 v31, 0x80000000, v74
	v_dual_cndmask_b32 v32, 0x80000000, v76 :: v_dual_cndmask_b32 v33, 0x80000000, v77
	v_cmp_le_u32_e64 s0, s5, v5
	v_subrev_nc_u32_e32 v14, s5, v5
	v_cndmask_b32_e32 v34, 0x80000000, v78, vcc_lo
	v_dual_cndmask_b32 v16, 0x80000000, v79 :: v_dual_cndmask_b32 v17, 0x80000000, v58
	v_cndmask_b32_e32 v18, 0x80000000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v5, v14, s0
	v_cndmask_b32_e32 v35, 0x80000000, v67, vcc_lo
	v_cndmask_b32_e32 v19, 0x80000000, v75, vcc_lo
	v_dual_cndmask_b32 v20, 0x80000000, v83 :: v_dual_cndmask_b32 v21, 0x80000000, v81
	v_xor_b32_e32 v5, s4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_nc_u32_e32 v5, s4, v5
	v_mad_u32 v84, s24, s31, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u32 v82, s24, 6, v84
	v_mad_u32 v85, s24, 10, v84
	v_mad_u32 v86, s24, 12, v84
	v_mad_u32 v87, s24, 14, v84
	v_mad_u32 v100, s24, 18, v84
	v_mad_u32 v102, s24, 20, v84
	v_mad_u32 v103, s24, 22, v84
	v_mad_u32 v106, s24, 24, v84
	v_mad_u32 v12, s24, 26, v84
	v_mad_u32 v107, s24, 28, v84
	v_mad_u32 v15, s24, 30, v84
	v_lshl_add_u32 v9, s24, 1, v84
	v_lshl_add_u32 v10, s24, 2, v84
	v_lshl_add_u32 v99, s24, 3, v84
	v_lshl_add_u32 v90, s24, 4, v84
	s_mov_b32 s9, s21
	s_or_b32 s33, s31, 2
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x7
	buffer_load_u8 v5, v7, s[8:11], null offen
	buffer_load_u8 v22, v8, s[8:11], null offen
	buffer_load_u8 v23, v29, s[8:11], null offen
	buffer_load_u8 v24, v30, s[8:11], null offen
	buffer_load_u8 v25, v6, s[8:11], null offen
	buffer_load_u8 v26, v31, s[8:11], null offen
	buffer_load_u8 v27, v32, s[8:11], null offen
	buffer_load_u8 v28, v33, s[8:11], null offen
                                        ; kill: killed $vgpr8
                                        ; kill: killed $vgpr33
                                        ; kill: killed $vgpr7
                                        ; kill: killed $vgpr32
                                        ; kill: killed $vgpr31
                                        ; kill: killed $vgpr6
                                        ; kill: killed $vgpr30
                                        ; kill: killed $vgpr29
	s_wait_alu depctr_vm_vsrc(3)
	s_clause 0x7
	buffer_load_u8 v6, v34, s[8:11], null offen
	buffer_load_u8 v7, v16, s[8:11], null offen
	buffer_load_u8 v8, v17, s[8:11], null offen
	buffer_load_u8 v37, v18, s[8:11], null offen
	buffer_load_u8 v38, v35, s[8:11], null offen
	buffer_load_u8 v39, v19, s[8:11], null offen
	buffer_load_u8 v44, v20, s[8:11], null offen
	buffer_load_u8 v45, v21, s[8:11], null offen
	s_wait_xcnt 0x0
	s_or_b32 s9, s31, 4
	s_or_b32 s10, s31, 6
	s_or_b32 s34, s31, 8
	s_or_b32 s35, s31, 10
	s_or_b32 s36, s31, 12
	s_or_b32 s37, s31, 14
	s_or_b32 s38, s31, 16
	s_or_b32 s39, s31, 18
	s_or_b32 s40, s31, 20
	s_or_b32 s41, s31, 22
	s_or_b32 s42, s31, 24
	s_or_b32 s43, s31, 26
	s_or_b32 s44, s31, 28
	s_or_b32 s45, s31, 30
	s_cmp_lt_i32 s31, s18
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_i32 s33, s18
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_i32 s9, s18
	s_cselect_b32 s4, -1, 0
	s_cmp_lt_i32 s10, s18
	s_cselect_b32 s5, -1, 0
	s_cmp_lt_i32 s34, s18
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_i32 s35, s18
	s_cselect_b32 s7, -1, 0
	s_cmp_lt_i32 s36, s18
	s_cselect_b32 s8, -1, 0
	s_cmp_lt_i32 s37, s18
	s_cselect_b32 s19, -1, 0
	s_cmp_lt_i32 s38, s18
	s_cselect_b32 s46, -1, 0
	s_cmp_lt_i32 s39, s18
	s_cselect_b32 s47, -1, 0
	s_cmp_lt_i32 s40, s18
	s_cselect_b32 s48, -1, 0
	s_cmp_lt_i32 s41, s18
	s_cselect_b32 s49, -1, 0
	s_cmp_lt_i32 s42, s18
	s_cselect_b32 s50, -1, 0
	s_cmp_lt_i32 s43, s18
	s_cselect_b32 s51, -1, 0
	s_cmp_lt_i32 s44, s18
	s_cselect_b32 s52, -1, 0
	s_cmp_lt_i32 s45, s18
	s_cselect_b32 s53, -1, 0
	s_and_b32 vcc_lo, s0, s30
	s_or_b64 s[12:13], s[22:23], 0xfc00000000000000
	s_wait_alu depctr_vm_vsrc(5)
	v_cndmask_b32_e32 v17, 0x80000000, v84, vcc_lo
	s_and_b32 vcc_lo, s2, s30
	s_and_b32 s0, s4, s30
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v21, 0x80000000, v9, vcc_lo
	v_cndmask_b32_e64 v16, 0x80000000, v10, s0
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v46, v17, s[12:15], null offen
	s_and_b32 vcc_lo, s6, s30
	s_and_b32 s0, s46, s30
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v17, 0x80000000, v99, vcc_lo
	v_cndmask_b32_e64 v18, 0x80000000, v90, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v19, v21, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v20, v16, s[12:15], null offen
	s_and_b32 vcc_lo, s5, s30
	s_and_b32 s0, s7, s30
	v_cndmask_b32_e32 v30, 0x80000000, v82, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v16, 0x80000000, v85, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v17, v17, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v18, v18, s[12:15], null offen
	s_and_b32 vcc_lo, s8, s30
	s_and_b32 s0, s19, s30
	v_cndmask_b32_e32 v21, 0x80000000, v86, vcc_lo
	v_cndmask_b32_e64 v29, 0x80000000, v87, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v47, v30, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v16, v16, s[12:15], null offen
	s_and_b32 vcc_lo, s47, s30
	s_and_b32 s0, s48, s30
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v30, 0x80000000, v100, vcc_lo
	v_cndmask_b32_e64 v31, 0x80000000, v102, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v21, v21, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v29, v29, s[12:15], null offen
	s_and_b32 vcc_lo, s49, s30
	s_and_b32 s0, s50, s30
	v_cndmask_b32_e32 v32, 0x80000000, v103, vcc_lo
	v_cndmask_b32_e64 v33, 0x80000000, v106, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v30, v30, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v31, v31, s[12:15], null offen
	s_and_b32 vcc_lo, s51, s30
	s_and_b32 s0, s52, s30
	v_cndmask_b32_e32 v34, 0x80000000, v12, vcc_lo
	v_cndmask_b32_e64 v35, 0x80000000, v107, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v32, v32, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v33, v33, s[12:15], null offen
	s_and_b32 vcc_lo, s53, s30
	s_cmp_gt_i32 s3, 63
	v_cndmask_b32_e32 v36, 0x80000000, v15, vcc_lo
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v34, v34, s[12:15], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v35, v35, s[12:15], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v36, v36, s[12:15], null offen
	s_wait_loadcnt 0x1f
	ds_store_b8 v4, v5
	s_wait_loadcnt 0x1e
	ds_store_b8 v4, v22 offset:128
	s_wait_loadcnt 0x1d
	ds_store_b8 v4, v23 offset:272
	s_wait_loadcnt 0x1c
	ds_store_b8 v4, v24 offset:400
	s_wait_loadcnt 0x1b
	ds_store_b8 v4, v25 offset:544
	s_wait_loadcnt 0x1a
	ds_store_b8 v4, v26 offset:672
	s_wait_loadcnt 0x19
	ds_store_b8 v4, v27 offset:816
	s_wait_loadcnt 0x18
	ds_store_b8 v4, v28 offset:944
	s_wait_loadcnt 0x17
	ds_store_b8 v4, v6 offset:1088
	s_wait_loadcnt 0x16
	ds_store_b8 v4, v7 offset:1216
	s_wait_loadcnt 0x15
	ds_store_b8 v4, v8 offset:1360
	s_wait_loadcnt 0x14
	ds_store_b8 v4, v37 offset:1488
	s_wait_loadcnt 0x13
	ds_store_b8 v4, v38 offset:1632
	s_wait_loadcnt 0x12
	ds_store_b8 v4, v39 offset:1760
	s_wait_loadcnt 0x11
	ds_store_b8 v4, v44 offset:1904
	s_wait_loadcnt 0x10
	ds_store_b8 v4, v45 offset:2032
	s_wait_loadcnt 0xf
	ds_store_b8 v4, v46 offset:4336
	s_wait_loadcnt 0xe
	ds_store_b8 v4, v19 offset:4464
	s_wait_loadcnt 0xd
	ds_store_b8 v4, v20 offset:4608
	s_wait_loadcnt 0xc
	ds_store_b8 v4, v17 offset:4880
	s_wait_loadcnt 0xb
	ds_store_b8 v4, v18 offset:5424
	s_wait_loadcnt 0xa
	ds_store_b8 v4, v47 offset:4736
	s_wait_loadcnt 0x9
	ds_store_b8 v4, v16 offset:5008
	s_wait_loadcnt 0x8
	ds_store_b8 v4, v21 offset:5152
	s_wait_loadcnt 0x7
	ds_store_b8 v4, v29 offset:5280
	s_wait_loadcnt 0x6
	ds_store_b8 v4, v30 offset:5552
	s_wait_loadcnt 0x5
	ds_store_b8 v4, v31 offset:5696
	s_wait_loadcnt 0x4
	ds_store_b8 v4, v32 offset:5824
	s_wait_loadcnt 0x3
	ds_store_b8 v4, v33 offset:5968
	s_wait_loadcnt 0x2
	ds_store_b8 v4, v34 offset:6096
	s_wait_loadcnt 0x1
	ds_store_b8 v4, v35 offset:6240
	s_wait_loadcnt 0x0
	ds_store_b8 v4, v36 offset:6368
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v68, 0xc0, v1
	v_and_b32_e32 v88, 0x300, v2
	v_and_b32_e32 v69, 8, v3
	s_lshr_b32 s2, s1, 1
	s_mov_b32 s0, 0
	s_and_b32 s2, s2, 16
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v32, s2 :: v_dual_lshrrev_b32 v89, 4, v88
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr68
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr69
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr89
.LBB0_3:                                ; %Flow61
	s_and_b32 s19, s1, 64
	s_and_b32 s0, s0, exec_lo
	v_and_b32_e32 v65, 15, v0
	s_cselect_b32 s0, 1, 0
	s_wait_alu depctr_vm_vsrc(0)
	v_lshrrev_b32_e32 v17, 1, v0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v16, 5, v65
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v65, off offset:36 nv
	scratch_store_b32 off, v64, off offset:32 nv
	s_wait_alu depctr_va_vdst(1)
	scratch_store_b32 off, v17, off offset:44 nv ; 4-byte Folded Spill
	v_and_b32_e32 v4, 8, v17
	v_and_b32_e32 v68, 0xc0, v1
	v_and_b32_e32 v88, 0x300, v2
	v_dual_mov_b32 v24, 0 :: v_dual_bitop2_b32 v69, 8, v3 bitop3:0x40
	s_lshl_b32 s0, s19, 3
	s_mov_b64 s[14:15], 0xffffff
	s_wait_alu depctr_va_vdst(4)
	scratch_store_b32 off, v16, off offset:40 nv ; 4-byte Folded Spill
	v_or3_b32 v8, s0, v4, v16
	v_dual_lshrrev_b32 v89, 4, v88 :: v_dual_mov_b32 v25, v24
	v_dual_mov_b32 v26, v24 :: v_dual_mov_b32 v27, v24
	v_dual_mov_b32 v28, v24 :: v_dual_mov_b32 v29, v24
	v_dual_mov_b32 v30, v24 :: v_dual_mov_b32 v31, v24
	s_mov_b64 s[22:23], 0xffffff
	s_lshl_b32 s46, s24, 5
	s_lshr_b32 s51, s3, 5
	v_dual_mov_b32 v0, v24 :: v_dual_mov_b32 v1, v24
	v_dual_mov_b32 v2, v24 :: v_dual_mov_b32 v3, v24
	v_dual_mov_b32 v4, v24 :: v_dual_mov_b32 v5, v24
	v_dual_mov_b32 v6, v24 :: v_dual_mov_b32 v7, v24
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v16, v24 :: v_dual_mov_b32 v17, v24
	v_dual_mov_b32 v18, v24 :: v_dual_mov_b32 v19, v24
	v_dual_mov_b32 v20, v24 :: v_dual_mov_b32 v21, v24
	v_dual_mov_b32 v22, v24 :: v_dual_mov_b32 v23, v24
	v_dual_mov_b32 v112, v24 :: v_dual_mov_b32 v113, v24
	v_mov_b32_e32 v114, v24
	s_lshr_b32 s0, s1, 1
	v_dual_mov_b32 v115, v24 :: v_dual_mov_b32 v116, v24
	v_dual_mov_b32 v117, v24 :: v_dual_mov_b32 v118, v24
	v_mov_b32_e32 v119, v24
	s_wait_alu depctr_va_vdst(14)
	scratch_store_b32 off, v8, off offset:24 nv ; 4-byte Folded Spill
	v_lshrrev_b32_e32 v32, 4, v8
	s_mov_b32 s47, 0
	s_movk_i32 s24, 0x10f0
	s_mov_b32 s49, 0
	s_mov_b32 s50, 0
	s_and_b32 s48, s0, 16
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v8, 48, v32
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v8, off offset:28 nv ; 4-byte Folded Spill
	s_add_co_i32 s51, s51, -2
	scratch_store_b32 off, v40, off offset:20 nv ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_nop
	v_add_nc_u32_e32 v41, 32, v41
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v41, off offset:4 nv ; 4-byte Folded Spill
	v_add_nc_u32_e32 v42, 32, v42
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v42, off offset:8 nv ; 4-byte Folded Spill
	v_add_nc_u32_e32 v43, 32, v43
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v43, off offset:12 nv ; 4-byte Folded Spill
	v_dual_add_nc_u32 v91, 32, v91 :: v_dual_add_nc_u32 v73, 32, v73
	v_dual_add_nc_u32 v74, 32, v74 :: v_dual_add_nc_u32 v76, 32, v76
	v_dual_add_nc_u32 v77, 32, v77 :: v_dual_add_nc_u32 v78, 32, v78
	v_dual_add_nc_u32 v79, 32, v79 :: v_dual_add_nc_u32 v58, 32, v58
	s_wait_loadcnt 0x0
	v_dual_add_nc_u32 v66, 32, v66 :: v_dual_add_nc_u32 v67, 32, v67
	s_wait_alu depctr_va_vdst(0)
	scratch_store_b32 off, v67, off nv      ; 4-byte Folded Spill
	v_add_nc_u32_e32 v75, 32, v75
	v_dual_add_nc_u32 v83, 32, v83 :: v_dual_add_nc_u32 v81, 32, v81
	s_add_co_i32 s52, s50, 1
	s_wait_alu depctr_vm_vsrc(5)
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v8, off, off offset:24 nv
	scratch_load_b32 v14, off, off offset:28 nv
	s_wait_loadcnt 0x0
	v_add3_u32 v48, s11, v8, v14
	v_dual_add_nc_u32 v84, s46, v84 :: v_dual_add_nc_u32 v9, s46, v9
	v_add_nc_u32_e32 v10, s46, v10
	v_dual_add_nc_u32 v82, s46, v82 :: v_dual_add_nc_u32 v99, s46, v99
	v_dual_add_nc_u32 v85, s46, v85 :: v_dual_add_nc_u32 v86, s46, v86
	v_dual_add_nc_u32 v87, s46, v87 :: v_dual_add_nc_u32 v90, s46, v90
	v_dual_add_nc_u32 v100, s46, v100 :: v_dual_add_nc_u32 v102, s46, v102
	v_dual_add_nc_u32 v103, s46, v103 :: v_dual_add_nc_u32 v106, s46, v106
	v_dual_add_nc_u32 v12, s46, v12 :: v_dual_add_nc_u32 v107, s46, v107
	v_dual_mov_b32 v60, s47 :: v_dual_add_nc_u32 v15, s46, v15
	v_dual_mov_b32 v61, s47 :: v_dual_mov_b32 v62, s47
	v_dual_mov_b32 v63, s47 :: v_dual_mov_b32 v36, s47
	v_dual_mov_b32 v37, s47 :: v_dual_mov_b32 v38, s47
	v_mov_b32_e32 v39, s47
	s_lshl_b32 s0, s52, 5
	v_mov_b32_e32 v44, s47
	s_sub_co_i32 s8, s18, s0
	v_mov_b32_e32 v45, s47
	v_cmp_gt_i32_e32 vcc_lo, s8, v40
	v_dual_mov_b32 v46, s47 :: v_dual_mov_b32 v47, s47
	v_dual_mov_b32 v52, s47 :: v_dual_mov_b32 v53, s47
	v_dual_cndmask_b32 v32, 0x80000000, v41 :: v_dual_cndmask_b32 v33, 0x80000000, v42
	v_cndmask_b32_e32 v34, 0x80000000, v43, vcc_lo
	s_wait_xcnt 0x6
	s_wait_alu depctr_vm_vsrc(6)
	v_dual_cndmask_b32 v35, 0x80000000, v91 :: v_dual_cndmask_b32 v40, 0x80000000, v73
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(4)
	v_dual_cndmask_b32 v41, 0x80000000, v74 :: v_dual_cndmask_b32 v42, 0x80000000, v76
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_cndmask_b32_e32 v43, 0x80000000, v77, vcc_lo
	v_dual_cndmask_b32 v49, 0x80000000, v78 :: v_dual_cndmask_b32 v50, 0x80000000, v79
	v_cndmask_b32_e32 v51, 0x80000000, v58, vcc_lo
	v_dual_cndmask_b32 v54, 0x80000000, v66 :: v_dual_cndmask_b32 v55, 0x80000000, v67
	v_cndmask_b32_e32 v56, 0x80000000, v75, vcc_lo
	v_dual_cndmask_b32 v57, 0x80000000, v83 :: v_dual_mov_b32 v80, v58
	v_cndmask_b32_e32 v58, 0x80000000, v81, vcc_lo
	s_wait_alu depctr_va_vdst(10)
	buffer_load_u8 v8, v32, s[20:23], null offen
	s_wait_loadcnt 0x0
	scratch_store_b32 off, v8, off offset:16 nv ; 4-byte Folded Spill
	buffer_load_u8 v92, v33, s[20:23], null offen
	s_wait_alu depctr_va_vdst(9)
	buffer_load_u8 v93, v34, s[20:23], null offen
	s_wait_alu depctr_va_vdst(8)
	s_clause 0x1
	buffer_load_u8 v94, v35, s[20:23], null offen
	buffer_load_u8 v95, v40, s[20:23], null offen
	s_wait_alu depctr_va_vdst(7)
	s_clause 0x1
	buffer_load_u8 v96, v41, s[20:23], null offen
	buffer_load_u8 v97, v42, s[20:23], null offen
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u8 v72, v43, s[20:23], null offen
	s_wait_alu depctr_va_vdst(5)
	s_clause 0x1
	buffer_load_u8 v109, v49, s[20:23], null offen
	buffer_load_u8 v71, v50, s[20:23], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u8 v111, v51, s[20:23], null offen
	s_wait_alu depctr_va_vdst(3)
	s_clause 0x1
	buffer_load_u8 v70, v54, s[20:23], null offen
	buffer_load_u8 v120, v55, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v121, v56, s[20:23], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v122, v57, s[20:23], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v123, v58, s[20:23], null offen
	s_cmp_lt_i32 s31, s8
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_e32 v54, s47
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s33, s8
	v_cndmask_b32_e32 v32, 0x80000000, v84, vcc_lo
	s_wait_xcnt 0x3
	v_mov_b32_e32 v55, s47
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s9, s8
	v_cndmask_b32_e32 v33, 0x80000000, v9, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s10, s8
	v_cndmask_b32_e32 v34, 0x80000000, v10, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s34, s8
	v_cndmask_b32_e32 v35, 0x80000000, v82, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s35, s8
	v_cndmask_b32_e32 v40, 0x80000000, v99, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s36, s8
	v_cndmask_b32_e32 v41, 0x80000000, v85, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s37, s8
	s_cselect_b32 s0, -1, 0
	s_cmp_lt_i32 s38, s8
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_i32 s39, s8
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_i32 s40, s8
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_i32 s41, s8
	s_cselect_b32 s4, -1, 0
	s_cmp_lt_i32 s42, s8
	s_cselect_b32 s5, -1, 0
	s_cmp_lt_i32 s43, s8
	s_cselect_b32 s6, -1, 0
	s_cmp_lt_i32 s44, s8
	s_cselect_b32 s7, -1, 0
	s_cmp_lt_i32 s45, s8
	s_cselect_b32 s8, -1, 0
	s_add_co_i32 s53, s48, s24
	s_add_co_i32 s11, s49, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_cmp_lt_i32 s11, 2
	s_cselect_b32 s49, s11, 0
	s_lshl_b32 s11, s49, 11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b32 s24, s11, 4
	s_add_co_i32 s11, s24, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s24, s11, 0x10f0
	s_cmp_lg_u32 s50, s51
	s_mov_b32 s50, s52
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u8 v124, v32, s[12:15], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u8 v125, v33, s[12:15], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u8 v126, v34, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u8 v127, v35, s[12:15], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u8 v104, v40, s[12:15], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v64, v41, s[12:15], null offen
	s_wait_xcnt 0x5
	s_wait_alu depctr_vm_vsrc(5)
	v_add3_u32 v32, s53, v69, v68
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v42, v32, v88, v89
	v_cndmask_b32_e32 v32, 0x80000000, v86, vcc_lo
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v105, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v87, s0
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v108, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v90, s1
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v110, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v100, s2
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v101, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v102, s3
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v98, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v103, s4
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v11, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v106, s5
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v8, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v12, s6
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v13, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v107, s7
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v14, v32, s[12:15], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v32, 0x80000000, v15, s8
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u8 v65, v32, s[12:15], null offen
	v_add_nc_u32_e32 v67, s11, v59
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr8_b64 v[32:33], v42
	ds_load_tr8_b64 v[34:35], v42 offset:1088
	ds_load_tr8_b64 v[40:41], v42 offset:32
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr8_b64 v[42:43], v42 offset:1120
	v_mov_b32_e32 v49, v59
	s_wait_alu depctr_va_vdst(0)
	ds_load_2addr_b64 v[56:59], v48 offset1:2
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x64_fp8_fp8 v[24:31], v[32:39], v[56:63], v[24:31]
	v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[40:47], v[56:63], v[0:7]
	v_nop
	v_dual_mov_b32 v58, v80 :: v_dual_mov_b32 v59, v49
	s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)
	ds_load_2addr_b64 v[48:51], v48 offset0:136 offset1:138
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x64_fp8_fp8 v[16:23], v[32:39], v[48:55], v[16:23]
	v_wmma_f32_16x16x64_fp8_fp8 v[112:119], v[40:47], v[48:55], v[112:119]
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x3                            ; 16-byte Folded Reload
	scratch_load_b32 v43, off, off offset:12 nv
	scratch_load_b32 v42, off, off offset:8 nv
	scratch_load_b32 v41, off, off offset:4 nv
	scratch_load_b32 v40, off, off offset:20 nv
	s_barrier_signal -1
	s_barrier_wait -1
	scratch_load_b32 v32, off, off offset:16 th:TH_LOAD_LU nv ; 4-byte Folded Reload
	s_wait_loadcnt 0x0
	ds_store_b8 v67, v32
	ds_store_b8 v67, v92 offset:128
	ds_store_b8 v67, v93 offset:272
	ds_store_b8 v67, v94 offset:400
	ds_store_b8 v67, v95 offset:544
	ds_store_b8 v67, v96 offset:672
	ds_store_b8 v67, v97 offset:816
	ds_store_b8 v67, v72 offset:944
	ds_store_b8 v67, v109 offset:1088
	ds_store_b8 v67, v71 offset:1216
	ds_store_b8 v67, v111 offset:1360
	ds_store_b8 v67, v70 offset:1488
	ds_store_b8 v67, v120 offset:1632
	ds_store_b8 v67, v121 offset:1760
	ds_store_b8 v67, v122 offset:1904
	ds_store_b8 v67, v123 offset:2032
	ds_store_b8 v67, v124 offset:4336
	ds_store_b8 v67, v125 offset:4464
	ds_store_b8 v67, v126 offset:4608
	ds_store_b8 v67, v127 offset:4736
	ds_store_b8 v67, v104 offset:4880
	ds_store_b8 v67, v64 offset:5008
	ds_store_b8 v67, v105 offset:5152
	ds_store_b8 v67, v108 offset:5280
	ds_store_b8 v67, v110 offset:5424
	ds_store_b8 v67, v101 offset:5552
	ds_store_b8 v67, v98 offset:5696
	ds_store_b8 v67, v11 offset:5824
	ds_store_b8 v67, v8 offset:5968
	ds_store_b8 v67, v13 offset:6096
	ds_store_b8 v67, v14 offset:6240
	ds_store_b8 v67, v65 offset:6368
	s_wait_alu depctr_vm_vsrc(0)
	scratch_load_b32 v67, off, off nv       ; 4-byte Folded Reload
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v32, s48
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v64, off, off offset:32 nv
	scratch_load_b32 v65, off, off offset:36 nv
	v_mov_b64_e32 v[8:9], v[16:17]
	v_mov_b64_e32 v[10:11], v[18:19]
	v_mov_b64_e32 v[12:13], v[20:21]
	v_mov_b64_e32 v[14:15], v[22:23]
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v16, off, off offset:40 nv
	scratch_load_b32 v17, off, off offset:44 nv
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v119, 0
	s_movk_i32 s24, 0x10f0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v118, v119 :: v_dual_mov_b32 v117, v119
	v_dual_mov_b32 v116, v119 :: v_dual_mov_b32 v115, v119
	v_dual_mov_b32 v114, v119 :: v_dual_mov_b32 v113, v119
	v_dual_mov_b32 v112, v119 :: v_dual_mov_b32 v15, v119
	v_dual_mov_b32 v14, v119 :: v_dual_mov_b32 v13, v119
	v_dual_mov_b32 v12, v119 :: v_dual_mov_b32 v11, v119
	v_dual_mov_b32 v10, v119 :: v_dual_mov_b32 v9, v119
	v_dual_mov_b32 v8, v119 :: v_dual_mov_b32 v7, v119
	v_dual_mov_b32 v6, v119 :: v_dual_mov_b32 v5, v119
	v_dual_mov_b32 v4, v119 :: v_dual_mov_b32 v3, v119
	v_dual_mov_b32 v2, v119 :: v_dual_mov_b32 v1, v119
	v_dual_mov_b32 v0, v119 :: v_dual_mov_b32 v31, v119
	v_dual_mov_b32 v30, v119 :: v_dual_mov_b32 v29, v119
	v_dual_mov_b32 v28, v119 :: v_dual_mov_b32 v27, v119
	v_dual_mov_b32 v26, v119 :: v_dual_mov_b32 v25, v119
	v_mov_b32_e32 v24, v119
.LBB0_8:                                ; %._crit_edge
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_and_b32 s0, s30, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	s_wait_loadcnt 0x0
	v_dual_add_nc_u32 v32, s24, v32 :: v_dual_bitop2_b32 v33, 8, v17 bitop3:0x40
	v_mov_b32_e32 v44, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v32, v32, v69, v68
	v_dual_mov_b32 v45, v44 :: v_dual_mov_b32 v46, v44
	s_lshl_b32 s0, s19, 3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add3_u32 v34, v32, v88, v89
	v_or3_b32 v35, s0, v33, v16
	v_dual_mov_b32 v47, v44 :: v_dual_mov_b32 v52, v44
	v_dual_mov_b32 v53, v44 :: v_dual_mov_b32 v54, v44
	v_dual_mov_b32 v55, v44 :: v_dual_lshrrev_b32 v32, 4, v35
	v_dual_mov_b32 v36, v44 :: v_dual_mov_b32 v37, v44
	v_dual_mov_b32 v38, v44 :: v_dual_mov_b32 v39, v44
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v60, v44 :: v_dual_bitop2_b32 v40, 48, v32 bitop3:0x40
	v_dual_mov_b32 v61, v44 :: v_dual_mov_b32 v62, v44
	s_wait_alu depctr_va_vdst(8)
	ds_load_tr8_b64 v[48:49], v34
	ds_load_tr8_b64 v[50:51], v34 offset:1088
	s_wait_alu depctr_va_vdst(1)
	ds_load_tr8_b64 v[32:33], v34 offset:32
	v_add3_u32 v56, s11, v35, v40
	s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)
	ds_load_tr8_b64 v[34:35], v34 offset:1120
	v_mov_b32_e32 v63, v44
	ds_load_2addr_b64 v[40:43], v56 offset1:2
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_2addr_b64 v[56:59], v56 offset0:136 offset1:138
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x64_fp8_fp8 v[24:31], v[48:55], v[40:47], v[24:31]
	v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[32:39], v[40:47], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x64_fp8_fp8 v[8:15], v[48:55], v[56:63], v[8:15]
	v_wmma_f32_16x16x64_fp8_fp8 v[112:119], v[32:39], v[56:63], v[112:119]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_wait_loadcnt 0x3
	v_nop
	v_lshrrev_b32_e32 v32, 1, v64
	s_wait_loadcnt 0x1
	v_cvt_pk_f16_f32 v16, v24, v25
	s_wait_loadcnt 0x0
	v_cvt_pk_f16_f32 v17, v26, v27
	v_cvt_pk_f16_f32 v18, v28, v29
	v_cvt_pk_f16_f32 v19, v30, v31
	v_and_b32_e32 v20, 24, v32
	v_cvt_pk_f16_f32 v21, v0, v1
	v_cvt_pk_f16_f32 v22, v2, v3
	v_cvt_pk_f16_f32 v23, v4, v5
	v_cvt_pk_f16_f32 v66, v6, v7
	v_or_b32_e32 v0, s29, v20
	v_cvt_pk_f16_f32 v8, v8, v9
	v_cvt_pk_f16_f32 v9, v10, v11
	v_cvt_pk_f16_f32 v10, v12, v13
	v_cvt_pk_f16_f32 v11, v14, v15
	v_cmp_gt_i32_e32 vcc_lo, s17, v0
	v_cvt_pk_f16_f32 v12, v112, v113
	v_cvt_pk_f16_f32 v3, v114, v115
	v_cvt_pk_f16_f32 v4, v116, v117
	v_cvt_pk_f16_f32 v0, v118, v119
	v_or_b32_e32 v5, 39, v20
	v_or_b32_e32 v6, 38, v20
	v_or_b32_e32 v7, 37, v20
	v_or_b32_e32 v13, 36, v20
	v_or_b32_e32 v14, 35, v20
	v_or_b32_e32 v1, s29, v5
	v_or_b32_e32 v2, s29, v6
	v_or_b32_e32 v15, s29, v7
	v_or_b32_e32 v25, s29, v13
	v_or_b32_e32 v26, s29, v14
	v_or_b32_e32 v27, 34, v20
	v_or_b32_e32 v28, 33, v20
	v_or_b32_e32 v29, 32, v20
	v_or_b32_e32 v30, 7, v20
	v_or_b32_e32 v31, 6, v20
	v_or_b32_e32 v32, s29, v27
	v_or_b32_e32 v33, s29, v28
	v_or_b32_e32 v34, s29, v29
	v_or_b32_e32 v35, s29, v30
	v_or_b32_e32 v36, s29, v31
	v_or_b32_e32 v37, 5, v20
	v_or_b32_e32 v38, 4, v20
	v_or_b32_e32 v39, 3, v20
	v_or_b32_e32 v40, 2, v20
	v_or_b32_e32 v41, 1, v20
	v_or_b32_e32 v42, s29, v37
	v_or_b32_e32 v43, s29, v38
	v_or_b32_e32 v44, s29, v39
	v_or_b32_e32 v45, s29, v40
	v_or_b32_e32 v46, s29, v41
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
	v_cmp_gt_i32_e64 s10, s17, v26
	v_cmp_gt_i32_e64 s11, s17, v25
	v_cmp_gt_i32_e64 s12, s17, v15
	v_cmp_gt_i32_e64 s13, s17, v2
	v_cmp_gt_i32_e64 s14, s17, v1
	v_dual_lshrrev_b32 v15, 16, v16 :: v_dual_lshrrev_b32 v25, 16, v17
	v_dual_lshrrev_b32 v26, 16, v18 :: v_dual_lshrrev_b32 v32, 16, v19
	v_dual_lshrrev_b32 v33, 16, v21 :: v_dual_lshrrev_b32 v34, 16, v22
	v_dual_lshrrev_b32 v35, 16, v23 :: v_dual_lshrrev_b32 v36, 16, v66
	v_dual_lshrrev_b32 v42, 16, v8 :: v_dual_lshrrev_b32 v43, 16, v9
	v_dual_lshrrev_b32 v44, 16, v10 :: v_dual_lshrrev_b32 v45, 16, v11
	v_dual_lshrrev_b32 v46, 16, v12 :: v_dual_lshrrev_b32 v47, 16, v3
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 16, v0
	s_lshr_b32 s15, s19, 2
	s_mul_i32 s17, s28, s25
	v_or_b32_e32 v48, s15, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v49, s28, v48
	v_or_b32_e32 v50, 32, v48
	v_cmp_gt_i32_e64 s15, s16, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v49, s28, v50
	v_cmp_gt_i32_e64 s16, s16, v49
	s_add_co_i32 s17, s17, s29
	s_or_b64 s[20:21], s[26:27], 0xfc00000000000000
	v_mad_u32 v48, s25, v48, s17
	v_mad_u32 v49, s25, v50, s17
	s_delay_alu instid0(VALU_DEP_2)
	v_add_lshl_u32 v50, v48, v20, 1
	v_add_lshl_u32 v51, v48, v41, 1
	v_add_lshl_u32 v52, v48, v40, 1
	v_add_lshl_u32 v53, v48, v39, 1
	v_add_lshl_u32 v54, v48, v38, 1
	v_add_lshl_u32 v55, v48, v37, 1
	s_wait_alu depctr_vm_vsrc(0)
	v_add_lshl_u32 v56, v48, v31, 1
	v_add_lshl_u32 v57, v48, v30, 1
	v_add_lshl_u32 v58, v48, v29, 1
	v_add_lshl_u32 v59, v48, v28, 1
	v_add_lshl_u32 v60, v48, v27, 1
	v_add_lshl_u32 v61, v48, v14, 1
	v_add_lshl_u32 v62, v48, v13, 1
	v_add_lshl_u32 v63, v48, v7, 1
	v_add_lshl_u32 v64, v48, v6, 1
	v_add_lshl_u32 v48, v48, v5, 1
	v_add_lshl_u32 v20, v49, v20, 1
	v_add_lshl_u32 v41, v49, v41, 1
	v_add_lshl_u32 v40, v49, v40, 1
	v_add_lshl_u32 v39, v49, v39, 1
	v_add_lshl_u32 v38, v49, v38, 1
	v_add_lshl_u32 v37, v49, v37, 1
	v_add_lshl_u32 v31, v49, v31, 1
	v_add_lshl_u32 v30, v49, v30, 1
	v_add_lshl_u32 v29, v49, v29, 1
	v_add_lshl_u32 v28, v49, v28, 1
	v_add_lshl_u32 v27, v49, v27, 1
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
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	v_cndmask_b32_e64 v50, 0x80000000, v51, s17
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v16, v49, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s3
	s_and_b32 s17, s15, s2
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v16, 0x80000000, v52, vcc_lo
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
	buffer_store_b16 v17, v16, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v25, v49, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s5
	s_and_b32 s17, s15, s6
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v16, 0x80000000, v56, vcc_lo
	v_cndmask_b32_e64 v17, 0x80000000, v57, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v18, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v26, v50, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s7
	s_and_b32 s17, s15, s8
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v58, vcc_lo
	v_cndmask_b32_e64 v18, 0x80000000, v59, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v19, v16, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v32, v17, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s9
	s_and_b32 s17, s15, s10
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v16, 0x80000000, v60, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v17, 0x80000000, v61, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v21, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v33, v18, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s11
	s_and_b32 s17, s15, s12
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v62, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v18, 0x80000000, v63, s17
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v22, v16, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v34, v17, s[20:23], null offen
	s_and_b32 vcc_lo, s15, s13
	s_and_b32 s15, s15, s14
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v16, 0x80000000, v64, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v17, 0x80000000, v48, s15
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v23, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v35, v18, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s4
	s_and_b32 s3, s16, s3
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e32 v15, 0x80000000, v41, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v18, 0x80000000, v40, s3
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v66, v16, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	buffer_store_b16 v36, v17, s[20:23], null offen
	buffer_store_b16 v8, v20, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s2
	s_and_b32 s1, s16, s1
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v8, 0x80000000, v39, vcc_lo
	v_cndmask_b32_e64 v16, 0x80000000, v38, s1
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v42, v15, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v9, v18, s[20:23], null offen
	s_and_b32 vcc_lo, s16, s0
	s_and_b32 s0, s16, s5
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e32 v9, 0x80000000, v37, vcc_lo
	v_cndmask_b32_e64 v15, 0x80000000, v31, s0
	s_wait_alu depctr_va_vdst(3)
	buffer_store_b16 v43, v8, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_store_b16 v10, v16, s[20:23], null offen
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
	v_cndmask_b32_e32 v9, 0x80000000, v28, vcc_lo
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_cndmask_b32_e64 v11, 0x80000000, v27, s0
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
		.amdhsa_private_segment_fixed_size 52
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
	.set .Lmatmul_kernel.private_seg_size, 52
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 1
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8340
; TotalNumSgprs: 68
; NumVgprs: 128
; ScratchSize: 52
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
    .private_segment_fixed_size: 52
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 12
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
