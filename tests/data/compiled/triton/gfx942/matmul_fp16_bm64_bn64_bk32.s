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
	s_add_i32 s2, s9, 63
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 26
	s_add_i32 s2, s2, s3
	s_ashr_i32 s3, s2, 6
	s_abs_i32 s2, s3
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s15, 0, s2
	s_mov_b64 s[36:37], s[6:7]
	s_add_i32 s6, s8, 63
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s14, s16
	s_ashr_i32 s7, s6, 31
	s_lshr_b32 s7, s7, 26
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_add_i32 s6, s6, s7
	s_xor_b32 s7, s16, s3
	s_ashr_i32 s6, s6, 6
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s15, s15, s17
	s_mul_hi_u32 s15, s17, s15
	s_add_i32 s17, s17, s15
	s_mul_hi_u32 s15, s14, s17
	s_mul_i32 s17, s15, s2
	s_sub_i32 s14, s14, s17
	s_ashr_i32 s7, s7, 31
	s_add_i32 s17, s15, 1
	s_sub_i32 s18, s14, s2
	s_cmp_ge_u32 s14, s2
	s_cselect_b32 s15, s17, s15
	s_cselect_b32 s14, s18, s14
	s_add_i32 s17, s15, 1
	s_cmp_ge_u32 s14, s2
	s_cselect_b32 s2, s17, s15
	s_xor_b32 s2, s2, s7
	s_sub_i32 s7, s2, s7
	s_sub_i32 s2, s6, s7
	s_min_i32 s6, s2, 1
	s_abs_i32 s14, s6
	v_cvt_f32_u32_e32 v1, s14
	s_sub_i32 s17, 0, s14
	s_mul_i32 s3, s7, s3
	s_sub_i32 s3, s16, s3
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s16, s3
	s_xor_b32 s15, s3, s6
	s_ashr_i32 s15, s15, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s2, v0
	s_mov_b32 s18, 0
	v_and_b32_e32 v16, 31, v0
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s17, s17, s19
	s_mul_hi_u32 s17, s19, s17
	s_add_i32 s19, s19, s17
	s_mul_hi_u32 s17, s16, s19
	s_mul_i32 s19, s17, s14
	s_sub_i32 s16, s16, s19
	s_add_i32 s19, s17, 1
	s_sub_i32 s20, s16, s14
	s_cmp_ge_u32 s16, s14
	s_cselect_b32 s17, s19, s17
	s_cselect_b32 s16, s20, s16
	s_add_i32 s19, s17, 1
	s_cmp_ge_u32 s16, s14
	s_cselect_b32 s14, s19, s17
	s_xor_b32 s14, s14, s15
	s_sub_i32 s15, s14, s15
	s_mul_i32 s6, s15, s6
	s_sub_i32 s3, s3, s6
	s_add_i32 s3, s3, s7
	s_lshl_b32 s14, s3, 6
	s_and_b32 s16, s2, 0x80
	s_and_b32 s17, s2, 64
	s_lshl_b32 s15, s15, 6
	s_add_i32 s3, s10, 31
	s_cmp_lt_i32 s3, 32
	v_and_b32_e32 v17, 32, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	s_abs_i32 s7, s9
	v_cvt_f32_u32_e32 v1, s7
	s_and_b32 s6, s2, 0xc0
	s_ashr_i32 s2, s3, 31
	s_lshr_b32 s2, s2, 27
	v_rcp_f32_e32 v2, v1
	s_add_i32 s3, s3, s2
	s_ashr_i32 s27, s3, 5
	v_and_b32_e32 v1, 63, v0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_sub_i32 s3, 0, s7
	v_or_b32_e32 v3, s15, v1
	s_ashr_i32 s2, s15, 31
	v_mul_lo_u32 v4, s3, v2
	v_add_u32_e32 v3, s2, v3
	v_mul_hi_u32 v4, v2, v4
	v_xor_b32_e32 v3, s2, v3
	v_add_u32_e32 v2, v2, v4
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s7
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	s_lshr_b32 s19, s6, 4
	s_or_b32 s26, s19, 19
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	s_abs_i32 s7, s8
	s_or_b32 s25, s19, 18
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cvt_f32_u32_e32 v3, s7
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v2, s2, v2
	s_mul_i32 s2, s26, s12
	s_or_b32 s24, s19, 17
	v_add_u32_e32 v36, s2, v2
	s_mul_i32 s2, s25, s12
	s_or_b32 s23, s19, 16
	v_add_u32_e32 v37, s2, v2
	s_mul_i32 s2, s24, s12
	v_rcp_f32_e32 v3, v3
	s_or_b32 s22, s19, 3
	v_add_u32_e32 v38, s2, v2
	s_mul_i32 s2, s23, s12
	s_or_b32 s21, s19, 2
	v_add_u32_e32 v39, s2, v2
	s_mul_i32 s2, s22, s12
	s_or_b32 s20, s19, 1
	v_add_u32_e32 v40, s2, v2
	s_mul_i32 s2, s21, s12
	v_add_u32_e32 v41, s2, v2
	s_mul_i32 s2, s20, s12
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_add_u32_e32 v34, s2, v2
	s_mul_i32 s2, s19, s12
	v_cvt_u32_f32_e32 v3, v3
	v_add_u32_e32 v42, s2, v2
	v_or_b32_e32 v2, s6, v1
	v_lshrrev_b32_e32 v4, 5, v2
	v_or_b32_e32 v4, s14, v4
	s_ashr_i32 s29, s14, 31
	s_sub_i32 s2, 0, s7
	v_add_u32_e32 v4, s29, v4
	v_mul_lo_u32 v6, s2, v3
	v_add_u32_e32 v5, 56, v4
	v_mul_hi_u32 v6, v3, v6
	v_xor_b32_e32 v5, s29, v5
	v_add_u32_e32 v3, v3, v6
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_lshl_b32 s28, s12, 5
	s_and_b32 s1, s1, 0xffff
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_and_b32 s5, s5, 0xffff
	s_lshr_b32 s6, s6, 3
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[18:19], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 48, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_lshrrev_b32_e32 v10, 1, v0
	v_lshlrev_b32_e32 v2, 1, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_and_b32_e32 v10, 24, v10
	v_xor_b32_e32 v2, s6, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[20:21], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 40, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_xor_b32_e32 v10, s6, v10
	v_lshlrev_b32_e32 v11, 6, v0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_add_u32_e32 v19, 0, v2
	v_bfrev_b32_e32 v47, 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[22:23], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 32, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
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
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[24:25], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 24, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
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
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[26:27], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 16, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
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
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_mad_u64_u32 v[28:29], s[2:3], v5, s11, v[16:17]
	v_add_u32_e32 v5, 8, v4
	v_xor_b32_e32 v5, s29, v5
	v_mul_hi_u32 v6, v5, v3
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_xor_b32_e32 v4, s29, v4
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_mul_hi_u32 v3, v4, v3
	v_mul_lo_u32 v3, v3, s7
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_sub_u32_e32 v3, v4, v3
	v_subrev_u32_e32 v4, s7, v3
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_cmp_le_u32_e32 vcc, s7, v3
	v_xor_b32_e32 v5, s29, v5
	v_subrev_u32_e32 v5, s29, v5
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s7, v3
	v_cmp_le_u32_e32 vcc, s7, v3
	s_lshl_b32 s7, s16, 4
	v_mad_u64_u32 v[30:31], s[2:3], v5, s11, v[16:17]
	v_lshlrev_b32_e32 v5, 2, v0
	s_cmp_eq_u32 s17, 0
	v_and_b32_e32 v5, 56, v5
	v_lshrrev_b32_e32 v6, 2, v17
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s6, 0, 0x810
	v_xor_b32_e32 v7, v5, v6
	v_and_b32_e32 v0, 0x408, v0
	v_or_b32_e32 v6, s6, v6
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v3, s29, v3
	v_lshlrev_b32_e32 v4, 6, v16
	v_xor_b32_e32 v10, v10, v5
	v_xor_b32_e32 v0, v0, v5
	s_movk_i32 s6, 0x3c0
	v_subrev_u32_e32 v3, s29, v3
	v_or3_b32 v4, s7, v4, v7
	v_lshl_or_b32 v1, v1, 6, v10
	v_and_or_b32 v5, v11, s6, v0
	v_mad_u64_u32 v[32:33], s[2:3], v3, s11, v[16:17]
	v_xor_b32_e32 v3, 32, v2
	v_xor_b32_e32 v7, 16, v4
	v_xor_b32_e32 v8, 32, v4
	v_xor_b32_e32 v9, 48, v4
	v_xor_b32_e32 v10, 32, v1
	v_xor_b32_e32 v6, 16, v5
	v_xor_b32_e32 v11, 32, v5
	v_xor_b32_e32 v12, 48, v5
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_add_u32_e32 v21, 0, v3
	v_add_u32_e32 v23, 0, v4
	v_add_u32_e32 v25, 0, v7
	v_add_u32_e32 v27, 0, v8
	v_add_u32_e32 v29, 0, v9
	s_mov_b32 s11, 0x5040100
	v_add_u32_e32 v31, 0, v1
	v_add_u32_e32 v33, 0, v10
	v_add_u32_e32 v43, 0, v5
	v_add_u32_e32 v44, 0, v6
	v_add_u32_e32 v45, 0, v11
	v_add_u32_e32 v46, 0, v12
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s29, s18, 5
	s_sub_i32 s29, s10, s29
	s_cmp_lt_i32 s19, s29
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s20, s29
	v_lshlrev_b32_e32 v35, 1, v42
	v_lshlrev_b32_e32 v34, 1, v34
	v_cndmask_b32_e32 v35, v47, v35, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s21, s29
	v_cndmask_b32_e32 v34, v47, v34, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s22, s29
	v_lshlrev_b32_e32 v48, 1, v41
	v_cndmask_b32_e32 v48, v47, v48, vcc
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v49, 1, v40
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	v_cndmask_b32_e32 v49, v47, v49, vcc
	buffer_load_ushort v35, v35, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v48, v48, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v49, v49, s[4:7], 0 offen
	v_cmp_gt_i32_e32 vcc, s29, v16
	buffer_load_ushort v34, v34, s[4:7], 0 offen
	s_cmp_lt_i32 s23, s29
	v_add_u32_e32 v42, s28, v42
	v_add_u32_e32 v41, s28, v41
	v_add_u32_e32 v40, s28, v40
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v34, v35, s11
	v_perm_b32 v35, v49, v48, s11
	v_lshlrev_b32_e32 v48, 1, v32
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v50, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v30
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v51, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v28
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v56, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v26
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v57, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v24
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v58, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v20
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v59, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v22
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v60, v48, s[0:3], 0 offen
	v_lshlrev_b32_e32 v48, 1, v18
	v_cndmask_b32_e32 v48, v47, v48, vcc
	buffer_load_ushort v61, v48, s[0:3], 0 offen
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v48, 1, v39
	s_cmp_lt_i32 s24, s29
	v_cndmask_b32_e32 v48, v47, v48, vcc
	s_cselect_b64 vcc, -1, 0
	buffer_load_ushort v52, v48, s[4:7], 0 offen
	v_lshlrev_b32_e32 v48, 1, v38
	s_cmp_lt_i32 s25, s29
	v_cndmask_b32_e32 v48, v47, v48, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s26, s29
	buffer_load_ushort v53, v48, s[4:7], 0 offen
	v_lshlrev_b32_e32 v48, 1, v37
	v_cndmask_b32_e32 v48, v47, v48, vcc
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v49, 1, v36
	v_cndmask_b32_e32 v49, v47, v49, vcc
	buffer_load_ushort v54, v48, s[4:7], 0 offen
	buffer_load_ushort v55, v49, s[4:7], 0 offen
	s_barrier
	s_add_i32 s18, s18, 1
	v_add_u32_e32 v32, 32, v32
	v_add_u32_e32 v30, 32, v30
	v_add_u32_e32 v28, 32, v28
	v_add_u32_e32 v26, 32, v26
	v_add_u32_e32 v24, 32, v24
	v_add_u32_e32 v22, 32, v22
	v_add_u32_e32 v20, 32, v20
	v_add_u32_e32 v18, 32, v18
	v_add_u32_e32 v39, s28, v39
	v_add_u32_e32 v38, s28, v38
	v_add_u32_e32 v37, s28, v37
	v_add_u32_e32 v36, s28, v36
	s_cmp_lg_u32 s18, s27
	s_waitcnt vmcnt(11)
	ds_write_b16 v19, v50
	s_waitcnt vmcnt(9)
	ds_write_b16 v19, v56 offset:1024
	s_waitcnt vmcnt(7)
	ds_write_b16 v19, v58 offset:2048
	s_waitcnt vmcnt(6)
	ds_write_b16 v19, v59 offset:3072
	ds_write_b16 v21, v51 offset:512
	ds_write_b16 v21, v57 offset:1536
	s_waitcnt vmcnt(5)
	ds_write_b16 v21, v60 offset:2560
	s_waitcnt vmcnt(4)
	ds_write_b16 v21, v61 offset:3584
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[56:57], v23
	ds_read_b64 v[58:59], v25
	ds_read_b64 v[50:51], v27
	ds_read_b64 v[48:49], v29
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b64 v31, v[34:35]
	s_waitcnt vmcnt(2)
	v_perm_b32 v34, v53, v52, s11
	s_waitcnt vmcnt(0)
	v_perm_b32 v35, v55, v54, s11
	ds_write_b64 v33, v[34:35]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[34:35], v43
	ds_read_b64 v[52:53], v46
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[56:57], v[0:15]
	ds_read_b64 v[34:35], v44
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[58:59], v[0:15]
	ds_read_b64 v[34:35], v45
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[50:51], v[0:15]
	v_add_u32_e32 v34, s12, v42
	v_mfma_f32_32x32x8_f16 v[0:15], v[52:53], v[48:49], v[0:15]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	s_nop 9
	v_cvt_f16_f32_e32 v25, v0
	v_cvt_f16_f32_e32 v24, v1
	v_cvt_f16_f32_e32 v23, v2
	v_cvt_f16_f32_e32 v22, v3
	v_cvt_f16_f32_e32 v21, v4
	v_cvt_f16_f32_e32 v20, v5
	v_cvt_f16_f32_e32 v19, v6
	v_cvt_f16_f32_e32 v18, v7
	v_cvt_f16_f32_e32 v7, v8
	v_cvt_f16_f32_e32 v6, v9
	v_cvt_f16_f32_e32 v5, v10
	v_cvt_f16_f32_e32 v4, v11
	v_cvt_f16_f32_e32 v3, v12
	v_cvt_f16_f32_e32 v2, v13
	v_cvt_f16_f32_e32 v1, v14
	v_cvt_f16_f32_e32 v0, v15
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
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
.LBB0_5:                                ; %._crit_edge
	v_lshrrev_b32_e32 v8, 3, v17
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v10, s0, v8
	s_lshr_b32 s0, s16, 2
	v_or_b32_e32 v16, s0, v16
	s_mul_i32 s0, s14, s13
	v_or_b32_e32 v8, 27, v10
	v_or_b32_e32 v9, 26, v10
	v_or_b32_e32 v13, 25, v10
	v_or_b32_e32 v15, 24, v10
	v_or_b32_e32 v26, 19, v10
	v_or_b32_e32 v28, 18, v10
	v_or_b32_e32 v30, 17, v10
	v_or_b32_e32 v32, 16, v10
	v_or_b32_e32 v34, 11, v10
	v_or_b32_e32 v36, 10, v10
	v_or_b32_e32 v38, 9, v10
	v_or_b32_e32 v40, 8, v10
	v_or_b32_e32 v42, 3, v10
	v_or_b32_e32 v44, 2, v10
	v_or_b32_e32 v46, 1, v10
	v_or_b32_e32 v48, s15, v10
	v_or_b32_e32 v49, s14, v16
	v_mul_lo_u32 v16, v16, s13
	s_add_i32 s0, s0, s15
	v_or_b32_e32 v11, s15, v8
	v_or_b32_e32 v12, s15, v9
	v_or_b32_e32 v14, s15, v13
	v_or_b32_e32 v17, s15, v15
	v_or_b32_e32 v27, s15, v26
	v_or_b32_e32 v29, s15, v28
	v_or_b32_e32 v31, s15, v30
	v_or_b32_e32 v33, s15, v32
	v_or_b32_e32 v35, s15, v34
	v_or_b32_e32 v37, s15, v36
	v_or_b32_e32 v39, s15, v38
	v_or_b32_e32 v41, s15, v40
	v_or_b32_e32 v43, s15, v42
	v_or_b32_e32 v45, s15, v44
	v_or_b32_e32 v47, s15, v46
	v_add_u32_e32 v16, s0, v16
	v_cmp_gt_i32_e32 vcc, s8, v49
	v_cmp_gt_i32_e64 s[12:13], s9, v48
	v_cmp_gt_i32_e64 s[14:15], s9, v47
	v_cmp_gt_i32_e64 s[16:17], s9, v45
	v_cmp_gt_i32_e64 s[18:19], s9, v43
	v_cmp_gt_i32_e64 s[20:21], s9, v41
	v_cmp_gt_i32_e64 s[22:23], s9, v39
	v_cmp_gt_i32_e64 s[24:25], s9, v37
	v_cmp_gt_i32_e64 s[26:27], s9, v35
	v_cmp_gt_i32_e64 s[28:29], s9, v33
	v_cmp_gt_i32_e64 s[30:31], s9, v31
	v_cmp_gt_i32_e64 s[34:35], s9, v29
	v_cmp_gt_i32_e64 s[10:11], s9, v27
	v_cmp_gt_i32_e64 s[6:7], s9, v17
	v_cmp_gt_i32_e64 s[4:5], s9, v14
	v_cmp_gt_i32_e64 s[2:3], s9, v12
	v_cmp_gt_i32_e64 s[0:1], s9, v11
	v_add_lshl_u32 v10, v16, v10, 1
	v_bfrev_b32_e32 v11, 1
	s_and_b64 s[8:9], vcc, s[12:13]
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v25, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v46, 1
	s_and_b64 s[8:9], vcc, s[14:15]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v24, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v44, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v23, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v42, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v22, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v40, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v21, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v38, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v20, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v36, 1
	s_and_b64 s[8:9], vcc, s[24:25]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v19, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v34, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v18, v10, s[36:39], 0 offen
	v_add_lshl_u32 v10, v16, v32, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cndmask_b32_e64 v10, v11, v10, s[8:9]
	buffer_store_short v7, v10, s[36:39], 0 offen
	v_add_lshl_u32 v7, v16, v30, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_cndmask_b32_e64 v7, v11, v7, s[8:9]
	buffer_store_short v6, v7, s[36:39], 0 offen
	v_add_lshl_u32 v6, v16, v28, 1
	s_and_b64 s[8:9], vcc, s[34:35]
	v_cndmask_b32_e64 v6, v11, v6, s[8:9]
	buffer_store_short v5, v6, s[36:39], 0 offen
	v_add_lshl_u32 v5, v16, v26, 1
	s_and_b64 s[8:9], vcc, s[10:11]
	v_cndmask_b32_e64 v5, v11, v5, s[8:9]
	buffer_store_short v4, v5, s[36:39], 0 offen
	v_add_lshl_u32 v4, v16, v15, 1
	s_and_b64 s[6:7], vcc, s[6:7]
	v_cndmask_b32_e64 v4, v11, v4, s[6:7]
	buffer_store_short v3, v4, s[36:39], 0 offen
	v_add_lshl_u32 v3, v16, v13, 1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, v11, v3, s[4:5]
	buffer_store_short v2, v3, s[36:39], 0 offen
	v_add_lshl_u32 v2, v16, v9, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v2, v11, v2, s[2:3]
	buffer_store_short v1, v2, s[36:39], 0 offen
	v_add_lshl_u32 v1, v16, v8, 1
	s_and_b64 vcc, vcc, s[0:1]
	v_cndmask_b32_e32 v1, v11, v1, vcc
	buffer_store_short v0, v1, s[36:39], 0 offen
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 64
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
	.set .Lmatmul_kernel.num_vgpr, 62
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 40
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3404
; TotalNumSgprs: 46
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
