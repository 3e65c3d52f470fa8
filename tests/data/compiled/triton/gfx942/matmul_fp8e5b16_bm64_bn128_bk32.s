	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.6:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.7:
.LBB0_0:
	s_mov_b64 s[0:1], s[2:3]
	s_add_i32 s3, s9, 0x7f
	s_mov_b64 s[40:41], s[6:7]
	s_ashr_i32 s6, s3, 31
	s_lshr_b32 s6, s6, 25
	s_add_i32 s3, s3, s6
	s_ashr_i32 s3, s3, 7
	s_lshl_b32 s6, s3, 3
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	s_add_i32 s15, s8, 63
	s_sub_i32 s18, 0, s7
	s_ashr_i32 s17, s15, 31
	v_rcp_f32_e32 v1, v1
	s_lshr_b32 s17, s17, 26
	s_add_i32 s15, s15, s17
	s_abs_i32 s17, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s2, v0
	s_xor_b32 s3, s16, s3
	s_and_b32 s14, s2, 0xc0
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s7
	s_sub_i32 s17, s17, s19
	s_ashr_i32 s15, s15, 6
	s_ashr_i32 s3, s3, 31
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s17, s7
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s17, s20, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s7
	s_cselect_b32 s7, s19, s18
	s_xor_b32 s7, s7, s3
	s_sub_i32 s3, s7, s3
	s_lshl_b32 s7, s3, 3
	s_sub_i32 s15, s15, s7
	s_min_i32 s15, s15, 8
	s_abs_i32 s18, s15
	v_cvt_f32_u32_e32 v1, s18
	s_sub_i32 s19, 0, s18
	s_mul_i32 s3, s3, s6
	s_sub_i32 s3, s16, s3
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s16, s3
	s_xor_b32 s6, s3, s15
	s_ashr_i32 s6, s6, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s17, 0
	v_and_b32_e32 v32, 31, v0
	v_and_b32_e32 v33, 32, v0
	v_readfirstlane_b32 s20, v1
	s_mul_i32 s19, s19, s20
	s_mul_hi_u32 s19, s20, s19
	s_add_i32 s20, s20, s19
	s_mul_hi_u32 s19, s16, s20
	s_mul_i32 s20, s19, s18
	s_sub_i32 s16, s16, s20
	s_add_i32 s20, s19, 1
	s_sub_i32 s21, s16, s18
	s_cmp_ge_u32 s16, s18
	s_cselect_b32 s19, s20, s19
	s_cselect_b32 s16, s21, s16
	s_add_i32 s20, s19, 1
	s_cmp_ge_u32 s16, s18
	s_cselect_b32 s16, s20, s19
	s_xor_b32 s16, s16, s6
	s_sub_i32 s6, s16, s6
	s_mul_i32 s15, s6, s15
	s_sub_i32 s3, s3, s15
	s_add_i32 s3, s3, s7
	s_lshl_b32 s15, s3, 6
	s_lshl_b32 s16, s6, 7
	s_add_i32 s3, s10, 31
	s_cmp_lt_i32 s3, 32
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	s_bfe_i32 s6, s2, 0x10007
	s_lshr_b32 s2, s2, 4
	s_and_b32 s18, s2, 8
	s_ashr_i32 s2, s3, 31
	s_lshr_b32 s2, s2, 27
	s_add_i32 s3, s3, s2
	s_abs_i32 s2, s9
	v_cvt_f32_u32_e32 v1, s2
	v_and_or_b32 v2, v0, 63, s14
	v_and_b32_e32 v3, 0x7f, v2
	s_sub_i32 s7, 0, s2
	v_rcp_f32_e32 v1, v1
	s_ashr_i32 s35, s3, 5
	v_or_b32_e32 v4, s16, v3
	s_ashr_i32 s3, s16, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_add_u32_e32 v4, s3, v4
	v_xor_b32_e32 v4, s3, v4
	s_or_b32 s34, s18, 23
	v_mul_lo_u32 v5, s7, v1
	v_mul_hi_u32 v5, v1, v5
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v1, v4, v1
	v_mul_lo_u32 v1, v1, s2
	v_sub_u32_e32 v1, v4, v1
	v_subrev_u32_e32 v4, s2, v1
	v_cmp_le_u32_e32 vcc, s2, v1
	s_or_b32 s33, s18, 22
	s_or_b32 s31, s18, 21
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s2, v1
	v_cmp_le_u32_e32 vcc, s2, v1
	s_mul_i32 s2, s34, s12
	s_or_b32 s30, s18, 20
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_xor_b32_e32 v1, s3, v1
	v_subrev_u32_e32 v1, s3, v1
	v_add_u32_e32 v50, s2, v1
	s_mul_i32 s2, s33, s12
	v_add_u32_e32 v51, s2, v1
	s_mul_i32 s2, s31, s12
	s_or_b32 s29, s18, 19
	v_add_u32_e32 v52, s2, v1
	s_mul_i32 s2, s30, s12
	s_or_b32 s28, s18, 18
	v_add_u32_e32 v53, s2, v1
	s_mul_i32 s2, s29, s12
	s_abs_i32 s7, s8
	s_or_b32 s27, s18, 17
	v_add_u32_e32 v54, s2, v1
	s_mul_i32 s2, s28, s12
	v_cvt_f32_u32_e32 v4, s7
	s_or_b32 s26, s18, 16
	v_add_u32_e32 v55, s2, v1
	s_mul_i32 s2, s27, s12
	s_or_b32 s25, s18, 7
	v_add_u32_e32 v56, s2, v1
	s_mul_i32 s2, s26, s12
	s_or_b32 s24, s18, 6
	v_add_u32_e32 v57, s2, v1
	s_mul_i32 s2, s25, s12
	s_or_b32 s23, s18, 5
	v_add_u32_e32 v58, s2, v1
	s_mul_i32 s2, s24, s12
	v_rcp_f32_e32 v4, v4
	s_or_b32 s22, s18, 4
	v_add_u32_e32 v59, s2, v1
	s_mul_i32 s2, s23, s12
	s_or_b32 s21, s18, 3
	v_add_u32_e32 v60, s2, v1
	s_mul_i32 s2, s22, s12
	s_or_b32 s20, s18, 2
	v_add_u32_e32 v61, s2, v1
	s_mul_i32 s2, s21, s12
	s_or_b32 s19, s18, 1
	v_add_u32_e32 v62, s2, v1
	s_mul_i32 s2, s20, s12
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_add_u32_e32 v63, s2, v1
	s_mul_i32 s2, s19, s12
	v_cvt_u32_f32_e32 v4, v4
	v_add_u32_e32 v65, s2, v1
	s_mul_i32 s2, s18, s12
	v_add_u32_e32 v64, s2, v1
	v_lshrrev_b32_e32 v1, 5, v2
	v_or_b32_e32 v1, s15, v1
	s_ashr_i32 s37, s15, 31
	s_sub_i32 s2, 0, s7
	v_add_u32_e32 v1, s37, v1
	v_mul_lo_u32 v6, s2, v4
	v_add_u32_e32 v5, 56, v1
	v_mul_hi_u32 v6, v4, v6
	v_xor_b32_e32 v5, s37, v5
	v_add_u32_e32 v4, v4, v6
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_lshrrev_b32_e32 v9, 1, v0
	v_lshrrev_b32_e32 v2, 2, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_and_b32 s6, s6, 0x88
	v_and_b32_e32 v2, 24, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[34:35], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 48, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_lshrrev_b32_e32 v7, 2, v33
	s_lshl_b32 s36, s12, 5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_and_b32 s1, s1, 0xffff
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[36:37], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 40, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_bfrev_b32_e32 v66, 1
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[38:39], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 32, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[40:41], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 24, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[42:43], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 16, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[44:45], s[2:3], v5, s11, v[32:33]
	v_add_u32_e32 v5, 8, v1
	v_xor_b32_e32 v5, s37, v5
	v_mul_hi_u32 v6, v5, v4
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_xor_b32_e32 v1, s37, v1
	v_mul_hi_u32 v4, v1, v4
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_mul_lo_u32 v4, v4, s7
	v_sub_u32_e32 v1, v1, v4
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s37, v5
	v_subrev_u32_e32 v4, s7, v1
	v_cmp_le_u32_e32 vcc, s7, v1
	v_subrev_u32_e32 v5, s37, v5
	v_mad_u64_u32 v[46:47], s[2:3], v5, s11, v[32:33]
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s7, v1
	v_cmp_le_u32_e32 vcc, s7, v1
	v_lshlrev_b32_e32 v5, 1, v0
	v_and_b32_e32 v6, 24, v5
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_e32 v9, 5, v0
	v_bfe_i32 v0, v0, 4, 1
	v_xor_b32_e32 v1, s37, v1
	v_lshl_or_b32 v8, v32, 5, v6
	v_and_b32_e32 v0, 0x208, v0
	v_lshl_or_b32 v6, s14, 4, v6
	v_subrev_u32_e32 v1, s37, v1
	v_and_b32_e32 v5, 24, v5
	v_xor_b32_e32 v0, v6, v0
	v_mad_u64_u32 v[48:49], s[2:3], v1, s11, v[32:33]
	v_xor_b32_e32 v1, s6, v3
	v_xor_b32_e32 v5, s18, v5
	v_xor_b32_e32 v0, v0, v2
	s_movk_i32 s6, 0x1e0
	v_xor_b32_e32 v7, v8, v7
	v_lshl_or_b32 v3, v3, 5, v5
	v_and_or_b32 v2, v9, s6, v0
	v_xor_b32_e32 v4, 16, v1
	v_xor_b32_e32 v8, 16, v7
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v6, 16, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_add_u32_e32 v35, 0, v1
	v_add_u32_e32 v37, 0, v4
	v_add_u32_e32 v39, 0, v7
	v_add_u32_e32 v41, 0, v8
	v_add_u32_e32 v43, 0, v3
	v_add_u32_e32 v45, 0, v5
	v_add_u32_e32 v47, 0, v2
	v_add_u32_e32 v49, 0, v6
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v19, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v21, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v23, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v25, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v27, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v29, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v31, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s11, s17, 5
	s_sub_i32 s11, s10, s11
	v_cmp_gt_i32_e32 vcc, s11, v32
	s_cmp_lt_i32 s18, s11
	s_mov_b32 s6, s2
	v_cndmask_b32_e32 v67, v66, v48, vcc
	v_cndmask_b32_e32 v68, v66, v46, vcc
	v_cndmask_b32_e32 v69, v66, v44, vcc
	v_cndmask_b32_e32 v70, v66, v42, vcc
	v_cndmask_b32_e32 v71, v66, v40, vcc
	v_cndmask_b32_e32 v72, v66, v38, vcc
	v_cndmask_b32_e32 v73, v66, v36, vcc
	v_cndmask_b32_e32 v74, v66, v34, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s19, s11
	v_cndmask_b32_e32 v75, v66, v64, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s20, s11
	v_cndmask_b32_e32 v65, v66, v65, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s21, s11
	s_mov_b32 s7, s3
	buffer_load_ubyte v90, v67, s[0:3], 0 offen
	buffer_load_ubyte v91, v68, s[0:3], 0 offen
	buffer_load_ubyte v92, v69, s[0:3], 0 offen
	buffer_load_ubyte v93, v70, s[0:3], 0 offen
	buffer_load_ubyte v94, v71, s[0:3], 0 offen
	buffer_load_ubyte v95, v72, s[0:3], 0 offen
	buffer_load_ubyte v96, v73, s[0:3], 0 offen
	v_cndmask_b32_e32 v68, v66, v63, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s22, s11
	buffer_load_ubyte v67, v75, s[4:7], 0 offen
	buffer_load_ubyte v76, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v62, vcc
	buffer_load_ubyte v65, v65, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s23, s11
	buffer_load_ubyte v77, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v61, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s24, s11
	buffer_load_ubyte v78, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v60, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s25, s11
	buffer_load_ubyte v79, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v59, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s26, s11
	buffer_load_ubyte v80, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v58, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s27, s11
	buffer_load_ubyte v81, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v57, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s28, s11
	buffer_load_ubyte v82, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v56, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s29, s11
	buffer_load_ubyte v83, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v55, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s30, s11
	buffer_load_ubyte v84, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v54, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s31, s11
	buffer_load_ubyte v85, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v53, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s33, s11
	buffer_load_ubyte v86, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v52, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s34, s11
	buffer_load_ubyte v87, v68, s[4:7], 0 offen
	v_cndmask_b32_e32 v68, v66, v51, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v69, v66, v50, vcc
	buffer_load_ubyte v88, v68, s[4:7], 0 offen
	buffer_load_ubyte v89, v69, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v68, v74, s[0:3], 0 offen
	s_barrier
	v_add_u32_e32 v64, s36, v64
	s_add_i32 s17, s17, 1
	v_add_u32_e32 v48, 32, v48
	v_add_u32_e32 v46, 32, v46
	v_add_u32_e32 v44, 32, v44
	v_add_u32_e32 v42, 32, v42
	v_add_u32_e32 v40, 32, v40
	v_add_u32_e32 v38, 32, v38
	v_add_u32_e32 v36, 32, v36
	v_add_u32_e32 v34, 32, v34
	v_add_u32_e32 v63, s36, v63
	v_add_u32_e32 v62, s36, v62
	v_add_u32_e32 v61, s36, v61
	v_add_u32_e32 v60, s36, v60
	v_add_u32_e32 v59, s36, v59
	v_add_u32_e32 v58, s36, v58
	v_add_u32_e32 v57, s36, v57
	v_add_u32_e32 v56, s36, v56
	v_add_u32_e32 v55, s36, v55
	s_waitcnt vmcnt(23)
	ds_write_b8 v35, v90
	s_waitcnt vmcnt(21)
	ds_write_b8 v35, v92 offset:512
	s_waitcnt vmcnt(19)
	ds_write_b8 v35, v94 offset:1024
	s_waitcnt vmcnt(17)
	ds_write_b8 v35, v96 offset:1536
	ds_write_b8 v37, v91 offset:256
	ds_write_b8 v37, v93 offset:768
	ds_write_b8 v37, v95 offset:1280
	s_waitcnt vmcnt(0)
	ds_write_b8 v37, v68 offset:1792
	v_lshlrev_b16_e32 v65, 8, v65
	v_or_b32_e32 v65, v67, v65
	v_lshlrev_b16_e32 v67, 8, v77
	v_or_b32_sdwa v67, v76, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v77, 8, v79
	v_or_b32_sdwa v76, v67, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v67, 8, v81
	v_or_b32_e32 v65, v78, v77
	v_or_b32_sdwa v67, v80, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_or_b32_sdwa v77, v67, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v65, 8, v83
	v_lshlrev_b16_e32 v67, 8, v85
	v_or_b32_e32 v65, v82, v65
	v_or_b32_sdwa v67, v84, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_barrier
	ds_read2st64_b64 v[68:71], v39 offset1:2
	ds_read2st64_b64 v[72:75], v41 offset1:2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v43, v[76:77]
	v_lshlrev_b16_e32 v77, 8, v87
	v_or_b32_sdwa v76, v67, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v67, 8, v89
	v_or_b32_e32 v65, v86, v77
	v_or_b32_sdwa v67, v88, v67 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_add_u32_e32 v54, s36, v54
	v_or_b32_sdwa v77, v67, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_write_b64 v45, v[76:77]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[76:77], v47
	ds_read_b64 v[78:79], v49
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[76:77], v[68:69], v[0:15]
	v_add_u32_e32 v65, s12, v64
	v_add_u32_e32 v53, s36, v53
	v_add_u32_e32 v52, s36, v52
	v_add_u32_e32 v51, s36, v51
	s_cmp_lg_u32 s17, s35
	v_add_u32_e32 v50, s36, v50
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[76:77], v[70:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[78:79], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[78:79], v[74:75], v[16:31]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	s_nop 8
	v_cvt_f16_f32_e32 v49, v0
	v_cvt_f16_f32_e32 v48, v1
	v_cvt_f16_f32_e32 v47, v2
	v_cvt_f16_f32_e32 v46, v3
	v_cvt_f16_f32_e32 v45, v4
	v_cvt_f16_f32_e32 v44, v5
	v_cvt_f16_f32_e32 v43, v6
	v_cvt_f16_f32_e32 v42, v7
	v_cvt_f16_f32_e32 v41, v8
	v_cvt_f16_f32_e32 v40, v9
	v_cvt_f16_f32_e32 v39, v10
	v_cvt_f16_f32_e32 v38, v11
	v_cvt_f16_f32_e32 v37, v12
	v_cvt_f16_f32_e32 v36, v13
	v_cvt_f16_f32_e32 v35, v14
	v_cvt_f16_f32_e32 v34, v15
	v_cvt_f16_f32_e32 v15, v16
	v_cvt_f16_f32_e32 v14, v17
	v_cvt_f16_f32_e32 v13, v18
	v_cvt_f16_f32_e32 v12, v19
	v_cvt_f16_f32_e32 v11, v20
	v_cvt_f16_f32_e32 v10, v21
	v_cvt_f16_f32_e32 v9, v22
	v_cvt_f16_f32_e32 v8, v23
	v_cvt_f16_f32_e32 v7, v24
	v_cvt_f16_f32_e32 v6, v25
	v_cvt_f16_f32_e32 v5, v26
	v_cvt_f16_f32_e32 v4, v27
	v_cvt_f16_f32_e32 v3, v28
	v_cvt_f16_f32_e32 v2, v29
	v_cvt_f16_f32_e32 v1, v30
	v_cvt_f16_f32_e32 v0, v31
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
.LBB0_5:                                ; %._crit_edge
	v_lshrrev_b32_e32 v16, 3, v33
	s_lshr_b32 s0, s14, 1
	v_or_b32_e32 v16, s0, v16
	s_mul_i32 s0, s15, s13
	v_or_b32_e32 v17, 27, v16
	v_or_b32_e32 v19, 26, v16
	v_or_b32_e32 v21, 25, v16
	v_or_b32_e32 v23, 24, v16
	v_or_b32_e32 v25, 19, v16
	v_or_b32_e32 v27, 18, v16
	v_or_b32_e32 v29, 17, v16
	v_or_b32_e32 v31, 16, v16
	v_or_b32_e32 v50, 11, v16
	v_or_b32_e32 v52, 10, v16
	v_or_b32_e32 v54, 9, v16
	v_or_b32_e32 v56, 8, v16
	v_or_b32_e32 v58, 3, v16
	v_or_b32_e32 v60, 2, v16
	v_or_b32_e32 v62, 1, v16
	v_or_b32_e32 v64, s16, v16
	v_or_b32_e32 v65, s15, v32
	v_mul_lo_u32 v32, s13, v32
	s_add_i32 s0, s0, s16
	v_or_b32_e32 v18, s16, v17
	v_or_b32_e32 v20, s16, v19
	v_or_b32_e32 v22, s16, v21
	v_or_b32_e32 v24, s16, v23
	v_or_b32_e32 v26, s16, v25
	v_or_b32_e32 v28, s16, v27
	v_or_b32_e32 v30, s16, v29
	v_or_b32_e32 v33, s16, v31
	v_or_b32_e32 v51, s16, v50
	v_or_b32_e32 v53, s16, v52
	v_or_b32_e32 v55, s16, v54
	v_or_b32_e32 v57, s16, v56
	v_or_b32_e32 v59, s16, v58
	v_or_b32_e32 v61, s16, v60
	v_or_b32_e32 v63, s16, v62
	v_or_b32_e32 v66, 32, v65
	v_add_u32_e32 v32, s0, v32
	v_cmp_gt_i32_e64 s[34:35], s8, v65
	v_cmp_gt_i32_e64 s[30:31], s9, v64
	v_lshl_add_u32 v67, s13, 5, v32
	v_cmp_gt_i32_e32 vcc, s8, v66
	v_cmp_gt_i32_e64 s[28:29], s9, v63
	v_cmp_gt_i32_e64 s[26:27], s9, v61
	v_cmp_gt_i32_e64 s[24:25], s9, v59
	v_cmp_gt_i32_e64 s[22:23], s9, v57
	v_cmp_gt_i32_e64 s[20:21], s9, v55
	v_cmp_gt_i32_e64 s[18:19], s9, v53
	v_cmp_gt_i32_e64 s[16:17], s9, v51
	v_cmp_gt_i32_e64 s[14:15], s9, v33
	v_cmp_gt_i32_e64 s[12:13], s9, v30
	v_cmp_gt_i32_e64 s[10:11], s9, v28
	v_cmp_gt_i32_e64 s[36:37], s9, v26
	v_cmp_gt_i32_e64 s[6:7], s9, v24
	v_cmp_gt_i32_e64 s[4:5], s9, v22
	v_cmp_gt_i32_e64 s[2:3], s9, v20
	v_cmp_gt_i32_e64 s[0:1], s9, v18
	v_add_lshl_u32 v18, v32, v16, 1
	v_bfrev_b32_e32 v20, 1
	s_and_b64 s[8:9], s[34:35], s[30:31]
	s_and_b32 s41, s41, 0xffff
	s_mov_b32 s43, 0x27000
	s_mov_b32 s42, 0x7ffffffe
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v49, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v62, 1
	s_and_b64 s[8:9], s[34:35], s[28:29]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v48, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v60, 1
	s_and_b64 s[8:9], s[34:35], s[26:27]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v47, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v58, 1
	s_and_b64 s[8:9], s[34:35], s[24:25]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v46, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v56, 1
	s_and_b64 s[8:9], s[34:35], s[22:23]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v45, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v54, 1
	s_and_b64 s[8:9], s[34:35], s[20:21]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v44, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v52, 1
	s_and_b64 s[8:9], s[34:35], s[18:19]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v43, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v50, 1
	s_and_b64 s[8:9], s[34:35], s[16:17]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v42, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v31, 1
	s_and_b64 s[8:9], s[34:35], s[14:15]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v41, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v29, 1
	s_and_b64 s[8:9], s[34:35], s[12:13]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v40, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v27, 1
	s_and_b64 s[8:9], s[34:35], s[10:11]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v39, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v25, 1
	s_and_b64 s[8:9], s[34:35], s[36:37]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v38, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v23, 1
	s_and_b64 s[8:9], s[34:35], s[6:7]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v37, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v21, 1
	s_and_b64 s[8:9], s[34:35], s[4:5]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v36, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v19, 1
	s_and_b64 s[8:9], s[34:35], s[2:3]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	buffer_store_short v35, v18, s[40:43], 0 offen
	v_add_lshl_u32 v18, v32, v17, 1
	s_and_b64 s[8:9], s[34:35], s[0:1]
	v_cndmask_b32_e64 v18, v20, v18, s[8:9]
	v_add_lshl_u32 v16, v67, v16, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_cndmask_b32_e64 v16, v20, v16, s[8:9]
	buffer_store_short v34, v18, s[40:43], 0 offen
	buffer_store_short v15, v16, s[40:43], 0 offen
	v_add_lshl_u32 v15, v67, v62, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cndmask_b32_e64 v15, v20, v15, s[8:9]
	buffer_store_short v14, v15, s[40:43], 0 offen
	v_add_lshl_u32 v14, v67, v60, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_cndmask_b32_e64 v14, v20, v14, s[8:9]
	buffer_store_short v13, v14, s[40:43], 0 offen
	v_add_lshl_u32 v13, v67, v58, 1
	s_and_b64 s[8:9], vcc, s[24:25]
	v_cndmask_b32_e64 v13, v20, v13, s[8:9]
	buffer_store_short v12, v13, s[40:43], 0 offen
	v_add_lshl_u32 v12, v67, v56, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v12, v20, v12, s[8:9]
	buffer_store_short v11, v12, s[40:43], 0 offen
	v_add_lshl_u32 v11, v67, v54, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_cndmask_b32_e64 v11, v20, v11, s[8:9]
	buffer_store_short v10, v11, s[40:43], 0 offen
	v_add_lshl_u32 v10, v67, v52, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v10, v20, v10, s[8:9]
	buffer_store_short v9, v10, s[40:43], 0 offen
	v_add_lshl_u32 v9, v67, v50, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_cndmask_b32_e64 v9, v20, v9, s[8:9]
	buffer_store_short v8, v9, s[40:43], 0 offen
	v_add_lshl_u32 v8, v67, v31, 1
	s_and_b64 s[8:9], vcc, s[14:15]
	v_cndmask_b32_e64 v8, v20, v8, s[8:9]
	buffer_store_short v7, v8, s[40:43], 0 offen
	v_add_lshl_u32 v7, v67, v29, 1
	s_and_b64 s[8:9], vcc, s[12:13]
	v_cndmask_b32_e64 v7, v20, v7, s[8:9]
	buffer_store_short v6, v7, s[40:43], 0 offen
	v_add_lshl_u32 v6, v67, v27, 1
	s_and_b64 s[8:9], vcc, s[10:11]
	v_cndmask_b32_e64 v6, v20, v6, s[8:9]
	buffer_store_short v5, v6, s[40:43], 0 offen
	v_add_lshl_u32 v5, v67, v25, 1
	s_and_b64 s[8:9], vcc, s[36:37]
	v_cndmask_b32_e64 v5, v20, v5, s[8:9]
	buffer_store_short v4, v5, s[40:43], 0 offen
	v_add_lshl_u32 v4, v67, v23, 1
	s_and_b64 s[6:7], vcc, s[6:7]
	v_cndmask_b32_e64 v4, v20, v4, s[6:7]
	buffer_store_short v3, v4, s[40:43], 0 offen
	v_add_lshl_u32 v3, v67, v21, 1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, v20, v3, s[4:5]
	buffer_store_short v2, v3, s[40:43], 0 offen
	v_add_lshl_u32 v2, v67, v19, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v2, v20, v2, s[2:3]
	buffer_store_short v1, v2, s[40:43], 0 offen
	v_add_lshl_u32 v1, v67, v17, 1
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v1, v20, v1, vcc
	buffer_store_short v0, v1, s[40:43], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 129
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 100
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.set .Lmatmul_kernel.num_vgpr, 97
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 44
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4284
; TotalNumSgprs: 50
; NumVgprs: 97
; NumAgprs: 0
; TotalNumVgprs: 97
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 100
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 24
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .max_flat_workgroup_size: 256
    .name:           matmul_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     97
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
