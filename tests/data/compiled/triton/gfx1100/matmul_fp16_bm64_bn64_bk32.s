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
	v_and_b32_e32 v33, 31, v0
	v_bfe_i32 v66, v0, 3, 1
	s_load_b32 s13, s[0:1], 0x28
	v_lshlrev_b32_e32 v68, 3, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s23, 63
	s_add_i32 s6, s22, 63
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s8, s6, 31
	s_lshr_b32 s3, s3, 26
	s_lshr_b32 s8, s8, 26
	s_add_i32 s2, s2, s3
	s_add_i32 s6, s6, s8
	s_ashr_i32 s2, s2, 6
	s_ashr_i32 s6, s6, 6
	s_abs_i32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s7, 0, s3
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s7, s7, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s4, s7
	s_add_i32 s4, s4, s7
	s_xor_b32 s7, s15, s2
	s_mul_hi_u32 s4, s5, s4
	s_ashr_i32 s7, s7, 31
	s_mul_i32 s8, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s8
	s_add_i32 s8, s4, 1
	s_sub_i32 s9, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s8, s4
	s_cselect_b32 s5, s9, s5
	s_add_i32 s8, s4, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s8, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s7
	s_sub_i32 s3, s3, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_sub_i32 s4, s6, s3
	s_mul_i32 s2, s3, s2
	s_min_i32 s4, s4, 1
	s_sub_i32 s8, s15, s2
	s_abs_i32 s5, s4
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s7, 0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v1, v1
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s7, s7, s6
	s_mul_hi_u32 s2, s6, s7
	s_abs_i32 s7, s8
	s_add_i32 s6, s6, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s2, s7, s6
	s_xor_b32 s6, s8, s4
	s_mul_i32 s9, s2, s5
	s_ashr_i32 s6, s6, 31
	s_sub_i32 s7, s7, s9
	s_add_i32 s9, s2, 1
	s_sub_i32 s10, s7, s5
	s_cmp_ge_u32 s7, s5
	s_cselect_b32 s2, s9, s2
	s_cselect_b32 s7, s10, s7
	s_add_i32 s9, s2, 1
	s_cmp_ge_u32 s7, s5
	v_readfirstlane_b32 s5, v0
	s_cselect_b32 s2, s9, s2
	s_abs_i32 s12, s22
	s_xor_b32 s2, s2, s6
	v_cvt_f32_u32_e32 v1, s12
	s_sub_i32 s2, s2, s6
	s_lshr_b32 s6, s5, 5
	s_mul_i32 s4, s2, s4
	s_sub_i32 s7, 0, s12
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s4, s8, s4
	s_and_b32 s10, s5, 64
	s_add_i32 s4, s4, s3
	s_bfe_i32 s39, s5, 0x10006
	s_lshl_b32 s3, s4, 6
	s_bfe_i32 s14, s4, 0x10019
	s_or_b32 s24, s3, s6
	s_and_b32 s11, s5, 32
	s_add_i32 s24, s24, s14
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_xor_b32 s6, s24, s14
	s_load_b64 s[8:9], s[0:1], 0x20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s7, s7, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s4, s15, s7
	s_add_i32 s15, s15, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s4, s6, s15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s8, v33
	s_mul_i32 s4, s4, s12
	s_sub_i32 s4, s6, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 4
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s25, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[34:35], null, s25, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 8
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s26, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[35:36], null, s26, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	v_lshlrev_b32_e32 v2, 1, v35
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 12
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s27, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[36:37], null, s27, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 16
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s28, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[37:38], null, s28, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 20
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s29, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[38:39], null, s29, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 24
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s30, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[39:40], null, s30, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	v_lshlrev_b32_e32 v6, 1, v39
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 28
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s31, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[40:41], null, s31, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 32
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s33, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[41:42], null, s33, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s4, s5, s4
	s_add_i32 s5, s24, 36
	s_xor_b32 s4, s4, s14
	s_xor_b32 s5, s5, s14
	s_sub_i32 s34, s4, s14
	s_mul_hi_u32 s6, s5, s15
	v_mad_u64_u32 v[42:43], null, s34, s9, v[33:34]
	s_mul_i32 s6, s6, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s5, s5, s6
	s_sub_i32 s4, s5, s12
	s_cmp_ge_u32 s5, s12
	s_cselect_b32 s4, s4, s5
	v_lshlrev_b32_e32 v10, 1, v42
	s_sub_i32 s5, s4, s12
	s_cmp_ge_u32 s4, s12
	s_cselect_b32 s6, s5, s4
	s_add_i32 s4, s24, 40
	s_xor_b32 s6, s6, s14
	s_xor_b32 s7, s4, s14
	s_mov_b64 s[4:5], s[18:19]
	s_mul_hi_u32 s35, s7, s15
	s_mov_b32 s19, 0x31027000
	s_mul_i32 s35, s35, s12
	s_mov_b32 s18, 0x7ffffffe
	s_sub_i32 s7, s7, s35
	s_sub_i32 s35, s6, s14
	s_sub_i32 s6, s7, s12
	s_cmp_ge_u32 s7, s12
	v_mad_u64_u32 v[43:44], null, s35, s9, v[33:34]
	s_cselect_b32 s6, s6, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s7, s6, s12
	s_cmp_ge_u32 s6, s12
	s_cselect_b32 s36, s7, s6
	s_add_i32 s7, s24, 44
	s_xor_b32 s25, s36, s14
	s_xor_b32 s37, s7, s14
	s_sub_i32 s25, s25, s14
	s_mul_hi_u32 s38, s37, s15
	v_mad_u64_u32 v[44:45], null, s25, s9, v[33:34]
	s_mul_i32 s38, s38, s12
	s_mov_b32 s6, s18
	s_sub_i32 s36, s37, s38
	s_mov_b32 s7, s19
	s_sub_i32 s37, s36, s12
	s_cmp_ge_u32 s36, s12
	s_cselect_b32 s26, s37, s36
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s36, s26, s12
	s_cmp_ge_u32 s26, s12
	s_cselect_b32 s26, s36, s26
	s_add_i32 s36, s24, 48
	s_xor_b32 s26, s26, s14
	s_xor_b32 s36, s36, s14
	s_sub_i32 s26, s26, s14
	s_mul_hi_u32 s27, s36, s15
	v_mad_u64_u32 v[45:46], null, s26, s9, v[33:34]
	s_mul_i32 s27, s27, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s27, s36, s27
	s_sub_i32 s28, s27, s12
	s_cmp_ge_u32 s27, s12
	s_cselect_b32 s27, s28, s27
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s28, s27, s12
	s_cmp_ge_u32 s27, s12
	s_cselect_b32 s27, s28, s27
	s_add_i32 s28, s24, 52
	s_xor_b32 s27, s27, s14
	s_xor_b32 s28, s28, s14
	s_sub_i32 s27, s27, s14
	s_mul_hi_u32 s29, s28, s15
	v_mad_u64_u32 v[46:47], null, s27, s9, v[33:34]
	s_mul_i32 s29, s29, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s28, s28, s29
	s_sub_i32 s29, s28, s12
	s_cmp_ge_u32 s28, s12
	s_cselect_b32 s28, s29, s28
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s29, s28, s12
	s_cmp_ge_u32 s28, s12
	s_cselect_b32 s28, s29, s28
	s_add_i32 s29, s24, 56
	s_xor_b32 s28, s28, s14
	s_xor_b32 s29, s29, s14
	s_sub_i32 s28, s28, s14
	s_mul_hi_u32 s30, s29, s15
	v_mad_u64_u32 v[47:48], null, s28, s9, v[33:34]
	s_mul_i32 s30, s30, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_i32 s29, s29, s30
	s_sub_i32 s30, s29, s12
	s_cmp_ge_u32 s29, s12
	s_cselect_b32 s25, s30, s29
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s29, s25, s12
	s_cmp_ge_u32 s25, s12
	s_cselect_b32 s25, s29, s25
	s_add_i32 s24, s24, 60
	s_xor_b32 s25, s25, s14
	s_xor_b32 s24, s24, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s15, s24, s15
	s_mul_i32 s15, s15, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s15, s24, s15
	s_sub_i32 s24, s25, s14
	s_sub_i32 s25, s15, s12
	s_cmp_ge_u32 s15, s12
	v_mad_u64_u32 v[48:49], null, s24, s9, v[33:34]
	s_cselect_b32 s15, s25, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s24, s15, s12
	s_cmp_ge_u32 s15, s12
	s_cselect_b32 s15, s24, s15
	s_abs_i32 s40, s23
	s_lshl_b32 s12, s2, 6
	v_cvt_f32_u32_e32 v15, s40
	s_bfe_i32 s42, s2, 0x10019
	s_xor_b32 s2, s15, s14
	s_add_i32 s41, s8, 31
	s_sub_i32 s27, 0, s40
	v_rcp_f32_e32 v15, v15
	s_sub_i32 s2, s2, s14
	s_cmp_gt_i32 s41, 31
	v_mad_u64_u32 v[49:50], null, s2, s9, v[33:34]
	s_cselect_b32 s9, -1, 0
	v_lshlrev_b32_e32 v4, 1, v37
	s_and_b32 vcc_lo, vcc_lo, s9
	v_dual_cndmask_b32 v6, 0x80000000, v6 :: v_dual_lshlrev_b32 v3, 1, v36
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	s_waitcnt_depctr depctr_va_vdst(0)
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	v_dual_cndmask_b32 v4, 0x80000000, v4 :: v_dual_lshlrev_b32 v1, 1, v34
	v_lshlrev_b32_e32 v12, 1, v44
	v_or_b32_e32 v9, s11, v33
	v_dual_cndmask_b32 v3, 0x80000000, v3 :: v_dual_lshlrev_b32 v8, 1, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v19, 0x80000000, v1, vcc_lo
	v_cvt_u32_f32_e32 v1, v15
	v_dual_cndmask_b32 v8, 0x80000000, v8 :: v_dual_lshlrev_b32 v5, 1, v38
	v_or_b32_e32 v18, s12, v9
	v_lshlrev_b32_e32 v14, 1, v46
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v15, s27, v1
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	v_lshlrev_b32_e32 v13, 1, v45
	v_add_nc_u32_e32 v18, s42, v18
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_lshlrev_b32_e32 v16, 1, v47
	s_lshr_b32 s14, s10, 4
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_mul_hi_u32 v15, v1, v15
	v_xor_b32_e32 v18, s42, v18
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	s_and_b32 s17, s17, 0xffff
	s_or_b32 s15, s14, 1
	s_or_b32 s24, s14, 2
	s_or_b32 s25, s14, 3
	s_or_b32 s26, s14, 8
	v_add_nc_u32_e32 v1, v1, v15
	s_or_b32 s27, s14, 9
	s_or_b32 s28, s14, 10
	s_or_b32 s29, s14, 11
	s_or_b32 s30, s14, 16
	v_mul_hi_u32 v1, v18, v1
	s_or_b32 s31, s14, 17
	s_or_b32 s33, s14, 18
	s_or_b32 s34, s14, 19
	s_or_b32 s35, s14, 24
	s_or_b32 s36, s14, 25
	s_or_b32 s37, s14, 26
	s_or_b32 s38, s14, 27
	v_mul_lo_u32 v1, v1, s40
	s_cmp_lt_i32 s14, s8
	v_lshlrev_b32_e32 v17, 1, v48
	s_cselect_b32 s43, -1, 0
	s_cmp_lt_i32 s15, s8
	v_dual_cndmask_b32 v10, 0x80000000, v10 :: v_dual_lshlrev_b32 v7, 1, v40
	s_cselect_b32 s44, -1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v1, v18, v1
	s_cmp_lt_i32 s24, s8
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_lshlrev_b32 v11, 1, v43
	s_cselect_b32 s45, -1, 0
	v_subrev_nc_u32_e32 v15, s40, v1
	v_cmp_le_u32_e64 s2, s40, v1
	s_cmp_lt_i32 s25, s8
	v_lshlrev_b32_e32 v70, 1, v9
	s_cselect_b32 s46, -1, 0
	s_cmp_lt_i32 s26, s8
	v_cndmask_b32_e64 v1, v1, v15, s2
	s_cselect_b32 s47, -1, 0
	s_cmp_lt_i32 s27, s8
	v_lshlrev_b32_e32 v71, 6, v9
	s_cselect_b32 s48, -1, 0
	v_subrev_nc_u32_e32 v15, s40, v1
	v_cmp_le_u32_e64 s2, s40, v1
	s_cmp_lt_i32 s28, s8
	s_cselect_b32 s49, -1, 0
	s_cmp_lt_i32 s29, s8
	v_cndmask_b32_e64 v1, v1, v15, s2
	s_cselect_b32 s50, -1, 0
	s_cmp_lt_i32 s30, s8
	s_cselect_b32 s51, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s42, v1
	s_cmp_lt_i32 s31, s8
	s_cselect_b32 s52, -1, 0
	s_cmp_lt_i32 s33, s8
	v_subrev_nc_u32_e32 v1, s42, v1
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_i32 s34, s8
	s_cselect_b32 s40, -1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[50:51], null, s14, s13, v[1:2]
	s_cmp_lt_i32 s35, s8
	s_cselect_b32 s53, -1, 0
	s_cmp_lt_i32 s36, s8
	s_cselect_b32 s42, -1, 0
	s_cmp_lt_i32 s37, s8
	v_mad_u64_u32 v[51:52], null, s13, 3, v[50:51]
	v_lshl_add_u32 v65, s13, 4, v50
	v_lshl_add_u32 v63, s13, 1, v50
	v_lshl_add_u32 v64, s13, 3, v50
	v_cndmask_b32_e32 v15, 0x80000000, v17, vcc_lo
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	v_cndmask_b32_e32 v11, 0x80000000, v11, vcc_lo
	s_clause 0x3
	buffer_load_u16 v88, v10, s[16:19], 0 offen
	buffer_load_u16 v89, v12, s[16:19], 0 offen
	buffer_load_u16 v90, v14, s[16:19], 0 offen
	buffer_load_u16 v91, v15, s[16:19], 0 offen
	v_mad_u64_u32 v[52:53], null, s13, 9, v[50:51]
	v_mad_u64_u32 v[53:54], null, s13, 10, v[50:51]
	v_mad_u64_u32 v[54:55], null, s13, 11, v[50:51]
	v_mad_u64_u32 v[55:56], null, s13, 17, v[50:51]
	v_mad_u64_u32 v[56:57], null, s13, 18, v[50:51]
	v_lshlrev_b32_e32 v12, 1, v65
	v_lshlrev_b32_e32 v17, 1, v49
	v_lshlrev_b32_e32 v10, 1, v64
	s_clause 0x3
	buffer_load_u16 v84, v19, s[16:19], 0 offen
	buffer_load_u16 v85, v3, s[16:19], 0 offen
	buffer_load_u16 v86, v5, s[16:19], 0 offen
	buffer_load_u16 v87, v7, s[16:19], 0 offen
	v_lshlrev_b32_e32 v14, 1, v51
	v_lshlrev_b32_e32 v7, 1, v63
	s_cselect_b32 s54, -1, 0
	v_lshlrev_b32_e32 v20, 1, v56
	v_lshlrev_b32_e32 v3, 1, v50
	s_cmp_lt_i32 s38, s8
	v_add_lshl_u32 v5, v50, s13, 1
	v_dual_cndmask_b32 v1, 0x80000000, v17 :: v_dual_lshlrev_b32 v18, 1, v54
	s_cselect_b32 s55, -1, 0
	s_and_b32 vcc_lo, s9, s43
	v_mad_u64_u32 v[57:58], null, s13, 19, v[50:51]
	v_mad_u64_u32 v[58:59], null, s13, 24, v[50:51]
	v_cndmask_b32_e32 v3, 0x80000000, v3, vcc_lo
	s_and_b32 vcc_lo, s9, s44
	v_mad_u64_u32 v[59:60], null, s13, 25, v[50:51]
	v_mad_u64_u32 v[60:61], null, s13, 26, v[50:51]
	v_cndmask_b32_e32 v5, 0x80000000, v5, vcc_lo
	s_and_b32 vcc_lo, s9, s45
	v_lshlrev_b32_e32 v15, 1, v52
	v_cndmask_b32_e32 v7, 0x80000000, v7, vcc_lo
	s_and_b32 vcc_lo, s9, s47
	v_lshlrev_b32_e32 v22, 1, v58
	v_cndmask_b32_e32 v10, 0x80000000, v10, vcc_lo
	s_and_b32 vcc_lo, s9, s51
	v_dual_cndmask_b32 v12, 0x80000000, v12 :: v_dual_lshlrev_b32 v17, 1, v53
	s_and_b32 vcc_lo, s9, s46
	v_dual_cndmask_b32 v14, 0x80000000, v14 :: v_dual_lshlrev_b32 v19, 1, v55
	s_and_b32 vcc_lo, s9, s48
	v_mad_u64_u32 v[61:62], null, s13, 27, v[50:51]
	v_dual_cndmask_b32 v15, 0x80000000, v15 :: v_dual_and_b32 v62, 15, v0
	s_and_b32 vcc_lo, s9, s49
	v_lshlrev_b32_e32 v21, 1, v57
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	s_and_b32 vcc_lo, s9, s50
	v_dual_cndmask_b32 v18, 0x80000000, v18 :: v_dual_lshlrev_b32 v23, 1, v59
	s_and_b32 vcc_lo, s9, s52
	v_lshlrev_b32_e32 v25, 1, v61
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	s_and_b32 vcc_lo, s9, s2
	v_lshlrev_b32_e32 v24, 1, v60
	v_cndmask_b32_e32 v20, 0x80000000, v20, vcc_lo
	s_and_b32 vcc_lo, s9, s40
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v21, 0x80000000, v21, vcc_lo
	s_and_b32 vcc_lo, s9, s53
	s_clause 0x7
	buffer_load_u16 v76, v3, s[4:7], 0 offen
	buffer_load_u16 v92, v5, s[4:7], 0 offen
	buffer_load_u16 v77, v7, s[4:7], 0 offen
	buffer_load_u16 v93, v14, s[4:7], 0 offen
	buffer_load_u16 v78, v10, s[4:7], 0 offen
	buffer_load_u16 v94, v15, s[4:7], 0 offen
	buffer_load_u16 v79, v17, s[4:7], 0 offen
	buffer_load_u16 v95, v18, s[4:7], 0 offen
	v_cndmask_b32_e32 v22, 0x80000000, v22, vcc_lo
	s_and_b32 vcc_lo, s9, s42
	v_dual_cndmask_b32 v23, 0x80000000, v23 :: v_dual_lshlrev_b32 v10, 1, v0
	s_and_b32 vcc_lo, s9, s55
	s_and_b32 s2, s39, 0x90
	v_cndmask_b32_e32 v25, 0x80000000, v25, vcc_lo
	s_and_b32 vcc_lo, s9, s54
	v_xor_b32_e32 v69, v68, v10
	v_cndmask_b32_e32 v3, 0x80000000, v24, vcc_lo
	s_clause 0x3
	buffer_load_u16 v96, v21, s[4:7], 0 offen
	buffer_load_u16 v97, v19, s[4:7], 0 offen
	buffer_load_u16 v98, v25, s[4:7], 0 offen
	buffer_load_u16 v99, v23, s[4:7], 0 offen
	s_clause 0x7
	buffer_load_u16 v100, v2, s[16:19], 0 offen
	buffer_load_u16 v101, v4, s[16:19], 0 offen
	buffer_load_u16 v102, v6, s[16:19], 0 offen
	buffer_load_u16 v103, v8, s[16:19], 0 offen
	buffer_load_u16 v104, v11, s[16:19], 0 offen
	buffer_load_u16 v105, v13, s[16:19], 0 offen
	buffer_load_u16 v106, v16, s[16:19], 0 offen
	buffer_load_u16 v107, v1, s[16:19], 0 offen
	s_clause 0x3
	buffer_load_u16 v80, v12, s[4:7], 0 offen
	buffer_load_u16 v81, v20, s[4:7], 0 offen
	buffer_load_u16 v82, v22, s[4:7], 0 offen
	buffer_load_u16 v83, v3, s[4:7], 0 offen
	v_mov_b32_e32 v8, 0
	s_lshr_b32 s6, s10, 3
	v_and_b32_e32 v69, 48, v69
	v_xor_b32_e32 v72, s2, v70
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v32, v8 :: v_dual_lshlrev_b32 v67, 6, v0
	v_mov_b32_e32 v5, v8
	v_mov_b32_e32 v30, v8
	v_mov_b32_e32 v28, v8
	v_or3_b32 v71, v71, s6, v69
	v_dual_mov_b32 v1, v8 :: v_dual_add_nc_u32 v70, 0, v72
	v_xor_b32_e32 v72, 32, v72
	v_mov_b32_e32 v7, v8
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v73, 16, v71
	v_xor_b32_e32 v74, 32, v71
	v_xor_b32_e32 v75, 48, v71
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v4, v8
	v_dual_mov_b32 v3, v8 :: v_dual_and_b32 v68, 48, v68
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v24, v8
	v_dual_mov_b32 v23, v8 :: v_dual_add_nc_u32 v72, 0, v72
	v_mov_b32_e32 v22, v8
	v_dual_mov_b32 v21, v8 :: v_dual_add_nc_u32 v74, 0, v74
	v_mov_b32_e32 v20, v8
	v_mov_b32_e32 v19, v8
	v_mov_b32_e32 v18, v8
	v_mov_b32_e32 v17, v8
	v_mov_b32_e32 v31, v8
	v_mov_b32_e32 v29, v8
	v_mov_b32_e32 v27, v8
	v_dual_mov_b32 v26, v8 :: v_dual_lshlrev_b32 v69, 6, v62
	v_mov_b32_e32 v25, v8
	v_dual_mov_b32 v16, v8 :: v_dual_add_nc_u32 v71, 0, v71
	v_mov_b32_e32 v15, v8
	v_dual_mov_b32 v14, v8 :: v_dual_add_nc_u32 v73, 0, v73
	v_mov_b32_e32 v13, v8
	v_dual_mov_b32 v12, v8 :: v_dual_add_nc_u32 v75, 0, v75
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v9, v8
	s_mov_b32 s40, 0
	s_cmp_lt_i32 s41, 64
	s_waitcnt vmcnt(27)
	ds_store_b16 v70, v84
	s_waitcnt vmcnt(26)
	ds_store_b16 v70, v85 offset:512
	s_waitcnt vmcnt(25)
	ds_store_b16 v70, v86 offset:1024
	s_waitcnt vmcnt(24)
	ds_store_b16 v70, v87 offset:1536
	ds_store_b16 v70, v88 offset:2048
	ds_store_b16 v70, v89 offset:2560
	ds_store_b16 v70, v90 offset:3072
	ds_store_b16 v70, v91 offset:3584
	s_waitcnt vmcnt(22)
	v_mov_b16_e32 v76.h, v92.l
	s_waitcnt vmcnt(20)
	v_mov_b16_e32 v77.h, v93.l
	s_waitcnt vmcnt(2)
	v_mov_b16_e32 v81.h, v96.l
	v_mov_b16_e32 v78.h, v94.l
	v_mov_b16_e32 v80.h, v97.l
	v_mov_b16_e32 v79.h, v95.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e32 v83.h, v98.l
	v_mov_b16_e32 v82.h, v99.l
	ds_store_b16 v72, v100 offset:256
	ds_store_b16 v72, v101 offset:768
	ds_store_b16 v72, v102 offset:1280
	ds_store_b16 v72, v103 offset:1792
	ds_store_b16 v72, v104 offset:2304
	ds_store_b16 v72, v105 offset:2816
	ds_store_b16 v72, v106 offset:3328
	ds_store_b16 v72, v107 offset:3840
	ds_store_b64 v71, v[76:77] offset:4096
	ds_store_b64 v73, v[78:79] offset:4096
	ds_store_b64 v74, v[80:81] offset:4096
	ds_store_b64 v75, v[82:83] offset:4096
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s39, s13, 5
	s_lshr_b32 s41, s41, 5
	s_lshl_b32 s2, s10, 4
	s_cmp_eq_u32 s11, 0
	v_and_or_b32 v1, 0x1c0, v67, v68
	s_cselect_b32 s6, 0, 0x420
	v_or3_b32 v3, s2, v69, v68
	v_and_or_b32 v2, 0x210, v66, s6
	v_mov_b32_e32 v9, 0
	s_add_i32 s41, s41, -2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v4, 32, v3
	v_xor_b32_e32 v1, v2, v1
	v_xor_b32_e32 v2, 16, v3
	v_xor_b32_e32 v5, 48, v3
	v_add_nc_u32_e32 v76, 0, v3
	v_dual_mov_b32 v11, v9 :: v_dual_add_nc_u32 v78, 0, v4
	v_xor_b32_e32 v6, 16, v1
	v_xor_b32_e32 v7, 32, v1
	v_xor_b32_e32 v8, 48, v1
	v_dual_mov_b32 v10, v9 :: v_dual_add_nc_u32 v77, 0, v2
	v_dual_mov_b32 v12, v9 :: v_dual_add_nc_u32 v79, 0, v5
	v_dual_mov_b32 v13, v9 :: v_dual_add_nc_u32 v80, 0, v1
	v_dual_mov_b32 v14, v9 :: v_dual_add_nc_u32 v81, 0, v6
	v_dual_mov_b32 v15, v9 :: v_dual_add_nc_u32 v82, 0, v7
	v_dual_mov_b32 v16, v9 :: v_dual_add_nc_u32 v83, 0, v8
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v26, v9
	v_mov_b32_e32 v27, v9
	v_mov_b32_e32 v28, v9
	v_mov_b32_e32 v29, v9
	v_mov_b32_e32 v30, v9
	v_mov_b32_e32 v31, v9
	v_mov_b32_e32 v32, v9
	v_mov_b32_e32 v17, v9
	v_mov_b32_e32 v18, v9
	v_mov_b32_e32 v19, v9
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v21, v9
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v23, v9
	v_mov_b32_e32 v24, v9
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v3, v9
	v_mov_b32_e32 v4, v9
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v7, v9
	v_mov_b32_e32 v8, v9
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s42, s40, 1
	v_add_nc_u32_e32 v65, s39, v65
	s_lshl_b32 s2, s42, 5
	v_add_nc_u32_e32 v56, s39, v56
	s_sub_i32 s43, s8, s2
	v_add_nc_u32_e32 v58, s39, v58
	v_cmp_gt_i32_e32 vcc_lo, s43, v33
	v_add_nc_u32_e32 v35, 32, v35
	v_add_nc_u32_e32 v37, 32, v37
	v_add_nc_u32_e32 v39, 32, v39
	v_add_nc_u32_e32 v41, 32, v41
	v_add_nc_u32_e32 v43, 32, v43
	v_add_nc_u32_e32 v45, 32, v45
	v_add_nc_u32_e32 v47, 32, v47
	v_add_nc_u32_e32 v49, 32, v49
	v_lshlrev_b32_e32 v85, 1, v35
	v_add_nc_u32_e32 v34, 32, v34
	v_add_nc_u32_e32 v60, s39, v60
	v_lshlrev_b32_e32 v87, 1, v37
	v_add_nc_u32_e32 v36, 32, v36
	v_lshlrev_b32_e32 v89, 1, v39
	v_add_nc_u32_e32 v38, 32, v38
	v_lshlrev_b32_e32 v91, 1, v41
	v_add_nc_u32_e32 v40, 32, v40
	v_add_nc_u32_e32 v55, s39, v55
	v_dual_cndmask_b32 v85, 0x80000000, v85 :: v_dual_lshlrev_b32 v84, 1, v34
	v_add_nc_u32_e32 v57, s39, v57
	v_add_nc_u32_e32 v59, s39, v59
	v_add_nc_u32_e32 v61, s39, v61
	v_lshlrev_b32_e32 v108, 1, v65
	v_lshlrev_b32_e32 v93, 1, v43
	v_add_nc_u32_e32 v42, 32, v42
	v_lshlrev_b32_e32 v110, 1, v56
	v_lshlrev_b32_e32 v95, 1, v45
	v_add_nc_u32_e32 v44, 32, v44
	v_lshlrev_b32_e32 v112, 1, v58
	v_lshlrev_b32_e32 v97, 1, v47
	v_add_nc_u32_e32 v46, 32, v46
	v_lshlrev_b32_e32 v114, 1, v60
	v_lshlrev_b32_e32 v99, 1, v49
	v_dual_cndmask_b32 v87, 0x80000000, v87 :: v_dual_add_nc_u32 v48, 32, v48
	v_dual_cndmask_b32 v89, 0x80000000, v89 :: v_dual_lshlrev_b32 v86, 1, v36
	v_dual_cndmask_b32 v91, 0x80000000, v91 :: v_dual_lshlrev_b32 v88, 1, v38
	v_lshlrev_b32_e32 v109, 1, v55
	v_lshlrev_b32_e32 v90, 1, v40
	v_dual_cndmask_b32 v84, 0x80000000, v84 :: v_dual_cndmask_b32 v101, 0x80000000, v93
	v_cndmask_b32_e32 v103, 0x80000000, v95, vcc_lo
	v_cndmask_b32_e32 v105, 0x80000000, v97, vcc_lo
	v_dual_cndmask_b32 v107, 0x80000000, v99 :: v_dual_lshlrev_b32 v98, 1, v48
	v_lshlrev_b32_e32 v111, 1, v57
	v_lshlrev_b32_e32 v92, 1, v42
	v_lshlrev_b32_e32 v113, 1, v59
	v_lshlrev_b32_e32 v94, 1, v44
	v_lshlrev_b32_e32 v115, 1, v61
	v_lshlrev_b32_e32 v96, 1, v46
	v_cndmask_b32_e32 v86, 0x80000000, v86, vcc_lo
	v_cndmask_b32_e32 v88, 0x80000000, v88, vcc_lo
	v_cndmask_b32_e32 v90, 0x80000000, v90, vcc_lo
	v_cndmask_b32_e32 v100, 0x80000000, v92, vcc_lo
	v_cndmask_b32_e32 v102, 0x80000000, v94, vcc_lo
	v_cndmask_b32_e32 v104, 0x80000000, v96, vcc_lo
	v_cndmask_b32_e32 v106, 0x80000000, v98, vcc_lo
	s_clause 0xf
	buffer_load_u16 v92, v84, s[16:19], 0 offen
	buffer_load_u16 v84, v85, s[16:19], 0 offen
	buffer_load_u16 v93, v86, s[16:19], 0 offen
	buffer_load_u16 v85, v87, s[16:19], 0 offen
	buffer_load_u16 v94, v88, s[16:19], 0 offen
	buffer_load_u16 v86, v89, s[16:19], 0 offen
	buffer_load_u16 v95, v90, s[16:19], 0 offen
	buffer_load_u16 v87, v91, s[16:19], 0 offen
	buffer_load_u16 v96, v100, s[16:19], 0 offen
	buffer_load_u16 v88, v101, s[16:19], 0 offen
	buffer_load_u16 v97, v102, s[16:19], 0 offen
	buffer_load_u16 v89, v103, s[16:19], 0 offen
	buffer_load_u16 v98, v104, s[16:19], 0 offen
	buffer_load_u16 v90, v105, s[16:19], 0 offen
	buffer_load_u16 v99, v106, s[16:19], 0 offen
	buffer_load_u16 v91, v107, s[16:19], 0 offen
	v_add_nc_u32_e32 v50, s39, v50
	v_add_nc_u32_e32 v63, s39, v63
	v_add_nc_u32_e32 v51, s39, v51
	s_cmp_lt_i32 s14, s43
	v_add_nc_u32_e32 v64, s39, v64
	v_lshlrev_b32_e32 v100, 1, v50
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s15, s43
	v_lshlrev_b32_e32 v102, 1, v63
	v_add_nc_u32_e32 v52, s39, v52
	s_cselect_b32 s2, -1, 0
	s_cmp_lt_i32 s24, s43
	v_lshlrev_b32_e32 v103, 1, v51
	v_add_nc_u32_e32 v53, s39, v53
	v_cndmask_b32_e32 v100, 0x80000000, v100, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s25, s43
	v_lshlrev_b32_e32 v104, 1, v64
	v_add_nc_u32_e32 v54, s39, v54
	v_cndmask_b32_e32 v102, 0x80000000, v102, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s26, s43
	v_lshlrev_b32_e32 v105, 1, v52
	v_cndmask_b32_e32 v103, 0x80000000, v103, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s27, s43
	v_lshlrev_b32_e32 v106, 1, v53
	v_cndmask_b32_e32 v104, 0x80000000, v104, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s28, s43
	v_lshlrev_b32_e32 v107, 1, v54
	v_cndmask_b32_e32 v105, 0x80000000, v105, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s29, s43
	v_cndmask_b32_e32 v106, 0x80000000, v106, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s30, s43
	v_cndmask_b32_e32 v107, 0x80000000, v107, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s31, s43
	v_cndmask_b32_e32 v108, 0x80000000, v108, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s33, s43
	v_cndmask_b32_e32 v109, 0x80000000, v109, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s34, s43
	v_cndmask_b32_e32 v110, 0x80000000, v110, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s35, s43
	v_add_lshl_u32 v101, v50, s13, 1
	v_cndmask_b32_e32 v111, 0x80000000, v111, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s36, s43
	v_cndmask_b32_e32 v112, 0x80000000, v112, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s37, s43
	v_cndmask_b32_e64 v101, 0x80000000, v101, s2
	v_cndmask_b32_e32 v113, 0x80000000, v113, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_i32 s38, s43
	s_mov_b32 s6, s18
	s_mov_b32 s7, s19
	v_cndmask_b32_e32 v114, 0x80000000, v114, vcc_lo
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u32 s40, s41
	v_cndmask_b32_e32 v115, 0x80000000, v115, vcc_lo
	s_mov_b32 s40, s42
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clause 0xf
	buffer_load_u16 v148, v100, s[4:7], 0 offen
	buffer_load_u16 v156, v101, s[4:7], 0 offen
	buffer_load_u16 v149, v102, s[4:7], 0 offen
	buffer_load_u16 v157, v103, s[4:7], 0 offen
	buffer_load_u16 v150, v104, s[4:7], 0 offen
	buffer_load_u16 v158, v105, s[4:7], 0 offen
	buffer_load_u16 v151, v106, s[4:7], 0 offen
	buffer_load_u16 v159, v107, s[4:7], 0 offen
	buffer_load_u16 v152, v108, s[4:7], 0 offen
	buffer_load_u16 v160, v109, s[4:7], 0 offen
	buffer_load_u16 v153, v110, s[4:7], 0 offen
	buffer_load_u16 v161, v111, s[4:7], 0 offen
	buffer_load_u16 v154, v112, s[4:7], 0 offen
	buffer_load_u16 v162, v113, s[4:7], 0 offen
	buffer_load_u16 v155, v114, s[4:7], 0 offen
	buffer_load_u16 v163, v115, s[4:7], 0 offen
	ds_load_b128 v[100:103], v76
	ds_load_b128 v[104:107], v77
	ds_load_b128 v[108:111], v80 offset:4096
	ds_load_b128 v[116:119], v80 offset:6144
	ds_load_b128 v[112:115], v81 offset:4096
	ds_load_b128 v[120:123], v81 offset:6144
	ds_load_b128 v[124:127], v76 offset:2048
	ds_load_b128 v[128:131], v77 offset:2048
	ds_load_b128 v[132:135], v78
	ds_load_b128 v[140:143], v78 offset:2048
	ds_load_b128 v[136:139], v79
	s_waitcnt lgkmcnt(6)
	v_wmma_f32_16x16x16_f16 v[9:16], v[108:115], v[100:107], v[9:16]
	s_waitcnt lgkmcnt(5)
	v_wmma_f32_16x16x16_f16 v[25:32], v[116:123], v[100:107], v[25:32]
	ds_load_b128 v[100:103], v82 offset:4096
	s_waitcnt lgkmcnt(4)
	v_wmma_f32_16x16x16_f16 v[17:24], v[108:115], v[124:131], v[17:24]
	ds_load_b128 v[108:111], v82 offset:6144
	ds_load_b128 v[104:107], v83 offset:4096
	ds_load_b128 v[112:115], v83 offset:6144
	ds_load_b128 v[144:147], v79 offset:2048
	v_wmma_f32_16x16x16_f16 v[1:8], v[116:123], v[124:131], v[1:8]
	s_waitcnt lgkmcnt(2)
	v_wmma_f32_16x16x16_f16 v[9:16], v[100:107], v[132:139], v[9:16]
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[25:32], v[108:115], v[132:139], v[25:32]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[100:107], v[140:147], v[17:24]
	v_wmma_f32_16x16x16_f16 v[1:8], v[108:115], v[140:147], v[1:8]
	s_waitcnt vmcnt(14)
	v_mov_b16_e64 v148.h, v156.l
	s_waitcnt vmcnt(12)
	v_mov_b16_e64 v149.h, v157.l
	s_waitcnt vmcnt(10)
	v_mov_b16_e64 v150.h, v158.l
	s_waitcnt vmcnt(8)
	v_mov_b16_e64 v151.h, v159.l
	s_waitcnt vmcnt(6)
	v_mov_b16_e64 v152.h, v160.l
	s_waitcnt vmcnt(4)
	v_mov_b16_e64 v153.h, v161.l
	s_waitcnt vmcnt(2)
	v_mov_b16_e64 v154.h, v162.l
	s_waitcnt vmcnt(0)
	v_mov_b16_e64 v155.h, v163.l
	s_barrier
	buffer_gl0_inv
	ds_store_b16 v70, v92
	ds_store_b16 v70, v93 offset:512
	ds_store_b16 v70, v94 offset:1024
	ds_store_b16 v70, v95 offset:1536
	ds_store_b16 v70, v96 offset:2048
	ds_store_b16 v70, v97 offset:2560
	ds_store_b16 v70, v98 offset:3072
	ds_store_b16 v70, v99 offset:3584
	ds_store_b16 v72, v84 offset:256
	ds_store_b16 v72, v85 offset:768
	ds_store_b16 v72, v86 offset:1280
	ds_store_b16 v72, v87 offset:1792
	ds_store_b16 v72, v88 offset:2304
	ds_store_b16 v72, v89 offset:2816
	ds_store_b16 v72, v90 offset:3328
	ds_store_b16 v72, v91 offset:3840
	ds_store_b64 v71, v[148:149] offset:4096
	ds_store_b64 v73, v[150:151] offset:4096
	ds_store_b64 v74, v[152:153] offset:4096
	ds_store_b64 v75, v[154:155] offset:4096
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %Flow98
	s_load_b32 s18, s[0:1], 0x2c
	s_and_b32 s0, s9, exec_lo
	s_cselect_b32 s0, 1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, 1
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	s_cmp_eq_u32 s11, 0
	v_and_or_b32 v33, 0x1c0, v67, v68
	s_cselect_b32 s0, 0, 0x420
	s_lshl_b32 s1, s10, 4
	v_and_or_b32 v34, 0x210, v66, s0
	v_or3_b32 v35, s1, v69, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, v34, v33
	v_xad_u32 v49, v35, 16, 0
	v_xad_u32 v57, v35, 48, 0
	v_xad_u32 v58, v35, 32, 0
	v_add_nc_u32_e32 v59, 0, v35
	v_xad_u32 v34, v33, 16, 0
	v_add_nc_u32_e32 v41, 0, v33
	v_xad_u32 v60, v33, 48, 0
	v_xad_u32 v61, v33, 32, 0
	ds_load_b128 v[37:40], v34 offset:6144
	ds_load_b128 v[45:48], v34 offset:4096
	ds_load_b128 v[33:36], v41 offset:6144
	ds_load_b128 v[41:44], v41 offset:4096
	ds_load_b128 v[53:56], v49 offset:2048
	ds_load_b128 v[67:70], v49
	ds_load_b128 v[49:52], v59 offset:2048
	ds_load_b128 v[63:66], v59
	ds_load_b128 v[75:78], v60 offset:6144
	ds_load_b128 v[83:86], v60 offset:4096
	ds_load_b128 v[71:74], v61 offset:6144
	ds_load_b128 v[79:82], v61 offset:4096
	ds_load_b128 v[87:90], v58
	ds_load_b128 v[91:94], v57
	ds_load_b128 v[99:102], v57 offset:2048
	ds_load_b128 v[95:98], v58 offset:2048
	s_waitcnt lgkmcnt(9)
	v_wmma_f32_16x16x16_f16 v[17:24], v[41:48], v[49:56], v[17:24]
	s_waitcnt lgkmcnt(8)
	v_wmma_f32_16x16x16_f16 v[9:16], v[41:48], v[63:70], v[9:16]
	v_wmma_f32_16x16x16_f16 v[25:32], v[33:40], v[63:70], v[25:32]
	v_wmma_f32_16x16x16_f16 v[1:8], v[33:40], v[49:56], v[1:8]
	s_waitcnt lgkmcnt(2)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_wmma_f32_16x16x16_f16 v[9:16], v[79:86], v[87:94], v[9:16]
	v_wmma_f32_16x16x16_f16 v[25:32], v[71:78], v[87:94], v[25:32]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[17:24], v[79:86], v[95:102], v[17:24]
	v_wmma_f32_16x16x16_f16 v[1:8], v[71:78], v[95:102], v[1:8]
.LBB0_5:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v0, 4, v0
	s_lshr_b32 s0, s11, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f16_f32_e32 v69.l, v1
	v_cvt_f16_f32_e32 v70.l, v2
	v_cvt_f16_f32_e32 v9.l, v9
	v_and_or_b32 v33, v0, 1, s0
	s_lshr_b32 s0, s10, 2
	v_cvt_f16_f32_e32 v10.l, v10
	v_or_b32_e32 v57, s0, v62
	s_mul_i32 s0, s3, s18
	v_or_b32_e32 v60, 2, v33
	s_add_i32 s24, s0, s12
	v_or_b32_e32 v59, 4, v33
	v_mad_u64_u32 v[0:1], null, v57, s18, s[24:25]
	v_or_b32_e32 v66, s12, v33
	v_or_b32_e32 v68, s3, v57
	v_or_b32_e32 v34, 46, v33
	v_or_b32_e32 v35, 44, v33
	v_or_b32_e32 v65, s12, v60
	v_or_b32_e32 v36, 42, v33
	v_or_b32_e32 v58, 6, v33
	v_or_b32_e32 v64, s12, v59
	v_cmp_gt_i32_e64 s8, s22, v68
	v_cmp_gt_i32_e64 s9, s23, v66
	v_or_b32_e32 v37, 40, v33
	v_or_b32_e32 v38, 38, v33
	v_or_b32_e32 v39, 36, v33
	v_or_b32_e32 v40, 34, v33
	v_or_b32_e32 v41, s12, v34
	v_or_b32_e32 v47, 32, v33
	v_or_b32_e32 v48, 14, v33
	v_or_b32_e32 v49, 12, v33
	v_or_b32_e32 v50, 10, v33
	v_or_b32_e32 v56, 8, v33
	v_or_b32_e32 v62, 32, v57
	v_or_b32_e32 v42, s12, v35
	v_cmp_gt_i32_e64 s10, s23, v65
	v_add_lshl_u32 v1, v0, v33, 1
	v_or_b32_e32 v43, s12, v36
	v_or_b32_e32 v63, s12, v58
	v_cmp_gt_i32_e64 s11, s23, v64
	v_add_lshl_u32 v2, v0, v60, 1
	s_and_b32 s17, s8, s9
	v_or_b32_e32 v44, s12, v37
	v_or_b32_e32 v45, s12, v38
	v_or_b32_e32 v46, s12, v39
	v_or_b32_e32 v51, s12, v40
	v_or_b32_e32 v52, s12, v47
	v_or_b32_e32 v53, s12, v48
	v_or_b32_e32 v54, s12, v49
	v_or_b32_e32 v55, s12, v50
	v_or_b32_e32 v61, s12, v56
	v_or_b32_e32 v67, s3, v62
	v_cmp_gt_i32_e64 s0, s23, v41
	v_add_lshl_u32 v41, v0, v59, 1
	v_cmp_gt_i32_e64 s1, s23, v42
	v_cndmask_b32_e64 v42, 0x80000000, v1, s17
	s_and_b32 s17, s8, s10
	v_cmp_gt_i32_e64 s12, s23, v63
	v_cmp_gt_i32_e64 s2, s23, v43
	v_cndmask_b32_e64 v43, 0x80000000, v2, s17
	s_and_b32 s17, s8, s11
	v_mad_u64_u32 v[1:2], null, v62, s18, s[24:25]
	v_cvt_f16_f32_e32 v11.l, v11
	v_cmp_gt_i32_e32 vcc_lo, s22, v67
	v_cmp_gt_i32_e64 s13, s23, v61
	v_cmp_gt_i32_e64 s14, s23, v55
	v_cmp_gt_i32_e64 s15, s23, v54
	v_cmp_gt_i32_e64 s16, s23, v53
	v_cmp_gt_i32_e64 s7, s23, v52
	v_cmp_gt_i32_e64 s6, s23, v51
	v_cmp_gt_i32_e64 s5, s23, v46
	v_cmp_gt_i32_e64 s4, s23, v45
	v_cmp_gt_i32_e64 s3, s23, v44
	s_and_b32 s21, s21, 0xffff
	s_mov_b32 s23, 0x31027000
	s_mov_b32 s22, 0x7ffffffe
	v_cndmask_b32_e64 v41, 0x80000000, v41, s17
	v_add_lshl_u32 v2, v0, v58, 1
	buffer_store_b16 v9, v42, s[20:23], 0 offen
	v_add_lshl_u32 v9, v0, v56, 1
	s_and_b32 s17, s8, s12
	s_clause 0x1
	buffer_store_b16 v10, v43, s[20:23], 0 offen
	buffer_store_b16 v11, v41, s[20:23], 0 offen
	v_add_lshl_u32 v10, v0, v50, 1
	v_cndmask_b32_e64 v2, 0x80000000, v2, s17
	s_and_b32 s17, s8, s13
	v_cvt_f16_f32_e32 v12.l, v12
	v_add_lshl_u32 v11, v0, v49, 1
	v_cvt_f16_f32_e32 v13.l, v13
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s14
	v_cvt_f16_f32_e32 v14.l, v14
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s15
	v_cvt_f16_f32_e32 v15.l, v15
	v_cndmask_b32_e64 v11, 0x80000000, v11, s17
	s_clause 0x1
	buffer_store_b16 v12, v2, s[20:23], 0 offen
	buffer_store_b16 v13, v9, s[20:23], 0 offen
	v_add_lshl_u32 v2, v0, v48, 1
	v_add_lshl_u32 v9, v0, v47, 1
	s_and_b32 s17, s8, s16
	s_clause 0x1
	buffer_store_b16 v14, v10, s[20:23], 0 offen
	buffer_store_b16 v15, v11, s[20:23], 0 offen
	v_add_lshl_u32 v10, v0, v40, 1
	v_cndmask_b32_e64 v2, 0x80000000, v2, s17
	s_and_b32 s17, s8, s7
	v_cvt_f16_f32_e32 v16.l, v16
	v_add_lshl_u32 v11, v0, v39, 1
	v_cvt_f16_f32_e32 v25.l, v25
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s6
	v_cvt_f16_f32_e32 v26.l, v26
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s5
	v_cvt_f16_f32_e32 v27.l, v27
	v_cndmask_b32_e64 v11, 0x80000000, v11, s17
	s_clause 0x1
	buffer_store_b16 v16, v2, s[20:23], 0 offen
	buffer_store_b16 v25, v9, s[20:23], 0 offen
	v_add_lshl_u32 v2, v0, v38, 1
	v_add_lshl_u32 v9, v0, v37, 1
	s_and_b32 s17, s8, s4
	s_clause 0x1
	buffer_store_b16 v26, v10, s[20:23], 0 offen
	buffer_store_b16 v27, v11, s[20:23], 0 offen
	v_add_lshl_u32 v10, v0, v36, 1
	v_cndmask_b32_e64 v2, 0x80000000, v2, s17
	s_and_b32 s17, s8, s3
	v_cvt_f16_f32_e32 v28.l, v28
	v_add_lshl_u32 v11, v0, v35, 1
	v_cvt_f16_f32_e32 v29.l, v29
	v_cndmask_b32_e64 v9, 0x80000000, v9, s17
	s_and_b32 s17, s8, s2
	v_add_lshl_u32 v0, v0, v34, 1
	v_cndmask_b32_e64 v10, 0x80000000, v10, s17
	s_and_b32 s17, s8, s1
	v_cvt_f16_f32_e32 v30.l, v30
	v_cvt_f16_f32_e32 v31.l, v31
	v_cndmask_b32_e64 v11, 0x80000000, v11, s17
	s_clause 0x1
	buffer_store_b16 v28, v2, s[20:23], 0 offen
	buffer_store_b16 v29, v9, s[20:23], 0 offen
	v_add_lshl_u32 v2, v1, v33, 1
	s_and_b32 s8, s8, s0
	v_add_lshl_u32 v9, v1, v60, 1
	v_cndmask_b32_e64 v0, 0x80000000, v0, s8
	s_and_b32 s8, vcc_lo, s9
	v_cvt_f16_f32_e32 v32.l, v32
	s_clause 0x1
	buffer_store_b16 v30, v10, s[20:23], 0 offen
	buffer_store_b16 v31, v11, s[20:23], 0 offen
	v_add_lshl_u32 v10, v1, v59, 1
	v_cvt_f16_f32_e32 v17.l, v17
	v_cndmask_b32_e64 v2, 0x80000000, v2, s8
	s_and_b32 s8, vcc_lo, s10
	v_cvt_f16_f32_e32 v18.l, v18
	v_cndmask_b32_e64 v9, 0x80000000, v9, s8
	s_and_b32 s8, vcc_lo, s11
	v_cvt_f16_f32_e32 v19.l, v19
	v_cndmask_b32_e64 v10, 0x80000000, v10, s8
	s_clause 0x1
	buffer_store_b16 v32, v0, s[20:23], 0 offen
	buffer_store_b16 v17, v2, s[20:23], 0 offen
	v_add_lshl_u32 v0, v1, v58, 1
	v_add_lshl_u32 v2, v1, v56, 1
	s_and_b32 s8, vcc_lo, s12
	s_clause 0x1
	buffer_store_b16 v18, v9, s[20:23], 0 offen
	buffer_store_b16 v19, v10, s[20:23], 0 offen
	v_add_lshl_u32 v9, v1, v50, 1
	v_cndmask_b32_e64 v0, 0x80000000, v0, s8
	s_and_b32 s8, vcc_lo, s13
	v_add_lshl_u32 v10, v1, v49, 1
	v_cndmask_b32_e64 v2, 0x80000000, v2, s8
	s_and_b32 s8, vcc_lo, s14
	v_cvt_f16_f32_e32 v20.l, v20
	v_cvt_f16_f32_e32 v21.l, v21
	v_cndmask_b32_e64 v9, 0x80000000, v9, s8
	s_and_b32 s8, vcc_lo, s15
	v_cvt_f16_f32_e32 v22.l, v22
	v_cvt_f16_f32_e32 v23.l, v23
	v_cndmask_b32_e64 v10, 0x80000000, v10, s8
	s_clause 0x1
	buffer_store_b16 v20, v0, s[20:23], 0 offen
	buffer_store_b16 v21, v2, s[20:23], 0 offen
	v_add_lshl_u32 v0, v1, v48, 1
	v_add_lshl_u32 v2, v1, v47, 1
	s_clause 0x1
	buffer_store_b16 v22, v9, s[20:23], 0 offen
	buffer_store_b16 v23, v10, s[20:23], 0 offen
	v_add_lshl_u32 v9, v1, v40, 1
	s_and_b32 s8, vcc_lo, s16
	v_add_lshl_u32 v10, v1, v39, 1
	s_and_b32 s7, vcc_lo, s7
	v_cvt_f16_f32_e32 v24.l, v24
	v_cndmask_b32_e64 v0, 0x80000000, v0, s8
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v2, 0x80000000, v2, s7
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v9, 0x80000000, v9, s6
	v_cvt_f16_f32_e32 v3.l, v3
	v_cndmask_b32_e64 v10, 0x80000000, v10, s5
	s_clause 0x1
	buffer_store_b16 v24, v0, s[20:23], 0 offen
	buffer_store_b16 v69, v2, s[20:23], 0 offen
	v_add_lshl_u32 v0, v1, v38, 1
	v_add_lshl_u32 v2, v1, v37, 1
	s_clause 0x1
	buffer_store_b16 v70, v9, s[20:23], 0 offen
	buffer_store_b16 v3, v10, s[20:23], 0 offen
	v_add_lshl_u32 v3, v1, v36, 1
	s_and_b32 s4, vcc_lo, s4
	v_add_lshl_u32 v9, v1, v35, 1
	s_and_b32 s3, vcc_lo, s3
	v_add_lshl_u32 v1, v1, v34, 1
	v_cvt_f16_f32_e32 v4.l, v4
	v_cndmask_b32_e64 v0, 0x80000000, v0, s4
	s_and_b32 s2, vcc_lo, s2
	v_cvt_f16_f32_e32 v5.l, v5
	v_cndmask_b32_e64 v2, 0x80000000, v2, s3
	s_and_b32 s1, vcc_lo, s1
	v_cvt_f16_f32_e32 v6.l, v6
	v_cndmask_b32_e64 v3, 0x80000000, v3, s2
	s_and_b32 vcc_lo, vcc_lo, s0
	v_cvt_f16_f32_e32 v7.l, v7
	v_cndmask_b32_e64 v9, 0x80000000, v9, s1
	v_cvt_f16_f32_e32 v8.l, v8
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	s_clause 0x4
	buffer_store_b16 v4, v0, s[20:23], 0 offen
	buffer_store_b16 v5, v2, s[20:23], 0 offen
	buffer_store_b16 v6, v3, s[20:23], 0 offen
	buffer_store_b16 v7, v9, s[20:23], 0 offen
	buffer_store_b16 v8, v1, s[20:23], 0 offen
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 56
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
	.set .Lmatmul_kernel.num_vgpr, 164
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 56
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6916
; TotalNumSgprs: 58
; NumVgprs: 164
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 169
; Occupancy: 8
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
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     164
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.00-amd-amdhsa-unknown-gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
