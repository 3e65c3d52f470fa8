	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.10:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.11:
.LBB0_0:
	s_mov_b64 s[20:21], s[2:3]
	s_add_i32 s2, s9, 0x7f
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 25
	s_add_i32 s2, s2, s3
	s_ashr_i32 s2, s2, 7
	s_lshl_b32 s3, s2, 3
	s_mov_b64 s[40:41], s[6:7]
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	s_add_i32 s7, s8, 63
	s_sub_i32 s15, 0, s6
	s_ashr_i32 s14, s7, 31
	v_rcp_f32_e32 v1, v1
	s_lshr_b32 s14, s14, 26
	s_add_i32 s7, s7, s14
	s_abs_i32 s14, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s1, v0
	s_xor_b32 s2, s16, s2
	s_and_b32 s0, s1, 0xc0
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s15, s15, s17
	s_mul_hi_u32 s15, s17, s15
	s_add_i32 s17, s17, s15
	s_mul_hi_u32 s15, s14, s17
	s_mul_i32 s17, s15, s6
	s_sub_i32 s14, s14, s17
	s_ashr_i32 s7, s7, 6
	s_ashr_i32 s2, s2, 31
	s_add_i32 s17, s15, 1
	s_sub_i32 s18, s14, s6
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s15, s17, s15
	s_cselect_b32 s14, s18, s14
	s_add_i32 s17, s15, 1
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s6, s17, s15
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	s_lshl_b32 s6, s2, 3
	s_sub_i32 s7, s7, s6
	s_min_i32 s7, s7, 8
	s_abs_i32 s14, s7
	v_cvt_f32_u32_e32 v1, s14
	s_mul_i32 s2, s2, s3
	s_sub_i32 s2, s16, s2
	s_sub_i32 s16, 0, s14
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s15, s2
	s_xor_b32 s3, s2, s7
	s_ashr_i32 s3, s3, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v32, 31, v0
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_readfirstlane_b32 s17, v1
	s_mul_i32 s16, s16, s17
	s_mul_hi_u32 s16, s17, s16
	s_add_i32 s17, s17, s16
	s_mul_hi_u32 s16, s15, s17
	s_mul_i32 s17, s16, s14
	s_sub_i32 s15, s15, s17
	s_add_i32 s17, s16, 1
	s_sub_i32 s18, s15, s14
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s16, s17, s16
	s_cselect_b32 s15, s18, s15
	s_add_i32 s17, s16, 1
	s_cmp_ge_u32 s15, s14
	s_cselect_b32 s14, s17, s16
	s_xor_b32 s14, s14, s3
	s_sub_i32 s3, s14, s3
	s_mul_i32 s7, s3, s7
	s_sub_i32 s2, s2, s7
	s_add_i32 s2, s2, s6
	s_abs_i32 s6, s8
	v_cvt_f32_u32_e32 v2, s6
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v33, s0, v1
	s_lshl_b32 s14, s2, 6
	v_rcp_f32_e32 v2, v2
	v_lshrrev_b32_e32 v3, 5, v33
	s_sub_i32 s7, 0, s6
	v_or_b32_e32 v3, s14, v3
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s2, s2, 0x10019
	v_add_u32_e32 v3, s2, v3
	v_xor_b32_e32 v4, s2, v3
	v_mul_lo_u32 v5, s7, v2
	v_mul_hi_u32 v5, v2, v5
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s6
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s6, v4
	v_cmp_le_u32_e32 vcc, s6, v4
	s_lshl_b32 s15, s3, 7
	s_bfe_i32 s3, s3, 0x10018
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s6, v4
	v_cmp_le_u32_e32 vcc, s6, v4
	s_lshr_b32 s16, s0, 1
	s_add_i32 s38, s10, 31
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 8, v3
	v_xor_b32_e32 v5, s2, v5
	v_mul_hi_u32 v6, v5, v2
	v_mul_lo_u32 v6, v6, s6
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	v_xor_b32_e32 v4, s2, v4
	v_subrev_u32_e32 v4, s2, v4
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	s_mov_b32 s37, 0
	s_nop 0
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 16, v3
	v_xor_b32_e32 v6, s2, v6
	v_mul_hi_u32 v7, v6, v2
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_xor_b32_e32 v5, s2, v5
	v_subrev_u32_e32 v5, s2, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 24, v3
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v8, v7, v2
	v_mul_lo_u32 v8, v8, s6
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s6, v7
	v_cmp_le_u32_e32 vcc, s6, v7
	v_xor_b32_e32 v6, s2, v6
	v_subrev_u32_e32 v6, s2, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s6, v7
	v_cmp_le_u32_e32 vcc, s6, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 32, v3
	v_xor_b32_e32 v8, s2, v8
	v_mul_hi_u32 v9, v8, v2
	v_mul_lo_u32 v9, v9, s6
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s6, v8
	v_cmp_le_u32_e32 vcc, s6, v8
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v7, s2, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s6, v8
	v_cmp_le_u32_e32 vcc, s6, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 40, v3
	v_xor_b32_e32 v9, s2, v9
	v_mul_hi_u32 v10, v9, v2
	v_mul_lo_u32 v10, v10, s6
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s6, v9
	v_cmp_le_u32_e32 vcc, s6, v9
	v_xor_b32_e32 v8, s2, v8
	v_subrev_u32_e32 v8, s2, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s6, v9
	v_cmp_le_u32_e32 vcc, s6, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 48, v3
	v_xor_b32_e32 v10, s2, v10
	v_mul_hi_u32 v11, v10, v2
	v_mul_lo_u32 v11, v11, s6
	v_add_u32_e32 v3, 56, v3
	v_sub_u32_e32 v10, v10, v11
	v_xor_b32_e32 v3, s2, v3
	v_subrev_u32_e32 v11, s6, v10
	v_cmp_le_u32_e32 vcc, s6, v10
	v_mul_hi_u32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s6
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s6, v10
	v_cmp_le_u32_e32 vcc, s6, v10
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s6, v2
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cmp_le_u32_e32 vcc, s6, v2
	v_xor_b32_e32 v9, s2, v9
	v_xor_b32_e32 v10, s2, v10
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s6, v2
	v_cmp_le_u32_e32 vcc, s6, v2
	v_subrev_u32_e32 v9, s2, v9
	v_subrev_u32_e32 v10, s2, v10
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v2, s2, v2
	v_subrev_u32_e32 v2, s2, v2
	s_abs_i32 s2, s9
	v_cvt_f32_u32_e32 v3, s2
	v_mov_b32_e32 v11, 0x7f
	v_bitop3_b32 v11, s0, v11, v1 bitop3:0xc8
	s_sub_i32 s6, 0, s2
	v_rcp_f32_e32 v3, v3
	v_or_b32_e32 v11, s15, v11
	v_add_u32_e32 v11, s3, v11
	v_xor_b32_e32 v11, s3, v11
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_cmp_gt_i32 s38, 31
	v_mul_lo_u32 v12, s6, v3
	v_mul_hi_u32 v12, v3, v12
	v_add_u32_e32 v3, v3, v12
	v_mul_hi_u32 v3, v11, v3
	v_mul_lo_u32 v3, v3, s2
	v_sub_u32_e32 v3, v11, v3
	v_subrev_u32_e32 v11, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_subrev_u32_e32 v11, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_xor_b32_e32 v3, s3, v3
	v_subrev_u32_e32 v3, s3, v3
	v_mad_u64_u32 v[34:35], s[2:3], v4, s11, v[32:33]
	v_mad_u64_u32 v[36:37], s[2:3], v5, s11, v[32:33]
	v_mad_u64_u32 v[38:39], s[2:3], v6, s11, v[32:33]
	v_mad_u64_u32 v[40:41], s[2:3], v7, s11, v[32:33]
	v_mad_u64_u32 v[42:43], s[2:3], v8, s11, v[32:33]
	v_mad_u64_u32 v[44:45], s[2:3], v9, s11, v[32:33]
	v_mad_u64_u32 v[46:47], s[2:3], v10, s11, v[32:33]
	v_mad_u64_u32 v[48:49], s[2:3], v2, s11, v[32:33]
	s_cselect_b64 s[2:3], -1, 0
	v_cmp_gt_i32_e32 vcc, s10, v32
	s_lshr_b32 s11, s1, 7
	s_and_b32 s21, s21, 0xffff
	s_and_b64 vcc, vcc, s[2:3]
	s_or_b32 s17, s11, 2
	s_or_b32 s18, s11, 4
	s_or_b32 s19, s11, 6
	s_or_b32 s24, s11, 8
	s_or_b32 s25, s11, 10
	s_or_b32 s26, s11, 12
	s_or_b32 s27, s11, 14
	s_or_b32 s28, s11, 16
	s_or_b32 s29, s11, 18
	s_or_b32 s30, s11, 20
	s_or_b32 s31, s11, 22
	s_or_b32 s33, s11, 24
	s_or_b32 s34, s11, 26
	s_or_b32 s35, s11, 28
	s_or_b32 s36, s11, 30
	s_cmp_lt_i32 s11, s10
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s17, s10
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s18, s10
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lt_i32 s19, s10
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s24, s10
	s_cselect_b64 s[50:51], -1, 0
	s_cmp_lt_i32 s25, s10
	s_cselect_b64 s[52:53], -1, 0
	s_cmp_lt_i32 s26, s10
	s_cselect_b64 s[54:55], -1, 0
	s_cmp_lt_i32 s27, s10
	s_cselect_b64 s[56:57], -1, 0
	s_cmp_lt_i32 s28, s10
	s_cselect_b64 s[58:59], -1, 0
	s_cmp_lt_i32 s29, s10
	s_cselect_b64 s[60:61], -1, 0
	s_cmp_lt_i32 s30, s10
	s_cselect_b64 s[62:63], -1, 0
	s_cmp_lt_i32 s31, s10
	s_cselect_b64 s[64:65], -1, 0
	s_cmp_lt_i32 s33, s10
	s_cselect_b64 s[66:67], -1, 0
	s_cmp_lt_i32 s34, s10
	s_cselect_b64 s[68:69], -1, 0
	s_cmp_lt_i32 s35, s10
	v_bfrev_b32_e32 v2, 1
	s_mul_i32 s1, s11, s12
	s_cselect_b64 s[70:71], -1, 0
	s_cmp_lt_i32 s36, s10
	v_cndmask_b32_e32 v4, v2, v34, vcc
	v_cndmask_b32_e32 v5, v2, v36, vcc
	v_cndmask_b32_e32 v6, v2, v38, vcc
	v_cndmask_b32_e32 v7, v2, v40, vcc
	v_cndmask_b32_e32 v8, v2, v42, vcc
	v_cndmask_b32_e32 v9, v2, v44, vcc
	v_cndmask_b32_e32 v10, v2, v46, vcc
	v_cndmask_b32_e32 v11, v2, v48, vcc
	v_add_u32_e32 v50, s1, v3
	s_cselect_b64 s[72:73], -1, 0
	s_and_b64 vcc, s[2:3], s[42:43]
	v_lshl_add_u32 v37, s12, 1, v50
	v_cndmask_b32_e32 v3, v2, v50, vcc
	s_and_b64 vcc, s[2:3], s[44:45]
	buffer_load_ubyte v12, v4, s[20:23], 0 offen
	buffer_load_ubyte v13, v5, s[20:23], 0 offen
	buffer_load_ubyte v14, v6, s[20:23], 0 offen
	buffer_load_ubyte v15, v7, s[20:23], 0 offen
	buffer_load_ubyte v16, v8, s[20:23], 0 offen
	buffer_load_ubyte v17, v9, s[20:23], 0 offen
	buffer_load_ubyte v18, v10, s[20:23], 0 offen
	buffer_load_ubyte v19, v11, s[20:23], 0 offen
	v_lshl_add_u32 v39, s12, 2, v50
	v_mad_u64_u32 v[52:53], s[6:7], s12, 6, v[50:51]
	v_mad_u64_u32 v[54:55], s[6:7], s12, 10, v[50:51]
	v_mad_u64_u32 v[56:57], s[6:7], s12, 12, v[50:51]
	v_mad_u64_u32 v[58:59], s[6:7], s12, 14, v[50:51]
	v_mad_u64_u32 v[60:61], s[6:7], s12, 18, v[50:51]
	v_mad_u64_u32 v[62:63], s[6:7], s12, 20, v[50:51]
	v_mad_u64_u32 v[64:65], s[6:7], s12, 22, v[50:51]
	v_mad_u64_u32 v[66:67], s[6:7], s12, 24, v[50:51]
	v_mad_u64_u32 v[68:69], s[6:7], s12, 26, v[50:51]
	v_mad_u64_u32 v[70:71], s[6:7], s12, 28, v[50:51]
	v_mad_u64_u32 v[72:73], s[6:7], s12, 30, v[50:51]
	v_cndmask_b32_e32 v4, v2, v37, vcc
	s_and_b64 vcc, s[2:3], s[46:47]
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s22
	s_mov_b32 s7, s23
	v_cndmask_b32_e32 v5, v2, v39, vcc
	s_and_b64 vcc, s[2:3], s[48:49]
	v_lshl_add_u32 v41, s12, 3, v50
	buffer_load_ubyte v9, v3, s[4:7], 0 offen
	buffer_load_ubyte v10, v4, s[4:7], 0 offen
	buffer_load_ubyte v11, v5, s[4:7], 0 offen
	v_cndmask_b32_e32 v3, v2, v52, vcc
	s_and_b64 vcc, s[2:3], s[50:51]
	v_cndmask_b32_e32 v4, v2, v41, vcc
	s_and_b64 vcc, s[2:3], s[52:53]
	v_cndmask_b32_e32 v5, v2, v54, vcc
	s_and_b64 vcc, s[2:3], s[54:55]
	v_lshl_add_u32 v43, s12, 4, v50
	v_cndmask_b32_e32 v6, v2, v56, vcc
	s_and_b64 vcc, s[2:3], s[58:59]
	v_cndmask_b32_e32 v7, v2, v43, vcc
	s_and_b64 vcc, s[2:3], s[60:61]
	v_cndmask_b32_e32 v8, v2, v60, vcc
	s_and_b64 vcc, s[2:3], s[62:63]
	buffer_load_ubyte v20, v7, s[4:7], 0 offen
	buffer_load_ubyte v21, v8, s[4:7], 0 offen
	v_cndmask_b32_e32 v7, v2, v62, vcc
	s_and_b64 vcc, s[2:3], s[64:65]
	v_cndmask_b32_e32 v8, v2, v64, vcc
	s_and_b64 vcc, s[2:3], s[66:67]
	buffer_load_ubyte v7, v7, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v22, v8, s[4:7], 0 offen
	buffer_load_ubyte v23, v3, s[4:7], 0 offen
	buffer_load_ubyte v24, v4, s[4:7], 0 offen
	buffer_load_ubyte v25, v5, s[4:7], 0 offen
	buffer_load_ubyte v26, v6, s[4:7], 0 offen
	v_cndmask_b32_e32 v3, v2, v66, vcc
	s_and_b64 vcc, s[2:3], s[68:69]
	buffer_load_ubyte v5, v3, s[4:7], 0 offen
	v_cndmask_b32_e32 v3, v2, v68, vcc
	s_and_b64 vcc, s[2:3], s[56:57]
	buffer_load_ubyte v6, v3, s[4:7], 0 offen
	v_cndmask_b32_e32 v3, v2, v58, vcc
	s_and_b64 vcc, s[2:3], s[70:71]
	v_cndmask_b32_e32 v4, v2, v70, vcc
	s_and_b64 vcc, s[2:3], s[72:73]
	buffer_load_ubyte v8, v4, s[4:7], 0 offen
	buffer_load_ubyte v27, v3, s[4:7], 0 offen
	v_cndmask_b32_e32 v2, v2, v72, vcc
	buffer_load_ubyte v28, v2, s[4:7], 0 offen
	v_bitop3_b32 v55, s0, 8, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v33
	v_add_u32_e32 v4, 0, v55
	v_bitop3_b32 v57, s0, 16, v1 bitop3:0x36
	s_waitcnt vmcnt(23)
	ds_write_b8 v3, v12 offset:8192
	s_waitcnt vmcnt(21)
	ds_write_b8 v3, v14 offset:8704
	s_waitcnt vmcnt(19)
	ds_write_b8 v3, v16 offset:9216
	s_waitcnt vmcnt(17)
	ds_write_b8 v3, v18 offset:9728
	ds_write_b8 v4, v13 offset:8448
	ds_write_b8 v4, v15 offset:8960
	ds_write_b8 v4, v17 offset:9472
	s_waitcnt vmcnt(16)
	ds_write_b8 v4, v19 offset:9984
	s_waitcnt vmcnt(15)
	ds_write_b8 v3, v9
	s_waitcnt vmcnt(12)
	ds_write_b8 v3, v20 offset:2048
	ds_write_b8 v4, v10 offset:256
	s_waitcnt vmcnt(11)
	ds_write_b8 v4, v21 offset:2304
	v_add_u32_e32 v3, 0, v57
	v_bitop3_b32 v59, s0, 24, v1 bitop3:0x36
	ds_write_b8 v3, v11 offset:512
	s_waitcnt vmcnt(10)
	ds_write_b8 v3, v7 offset:2560
	v_add_u32_e32 v3, 0, v59
	v_bitop3_b32 v61, s0, 32, v1 bitop3:0x36
	s_waitcnt vmcnt(8)
	ds_write_b8 v3, v23 offset:768
	ds_write_b8 v3, v22 offset:2816
	v_add_u32_e32 v3, 0, v61
	v_bitop3_b32 v63, s0, 40, v1 bitop3:0x36
	s_waitcnt vmcnt(7)
	ds_write_b8 v3, v24 offset:1024
	s_waitcnt vmcnt(4)
	ds_write_b8 v3, v5 offset:3072
	v_add_u32_e32 v3, 0, v63
	v_bitop3_b32 v65, s0, 48, v1 bitop3:0x36
	v_bitop3_b32 v67, s0, 56, v1 bitop3:0x36
	ds_write_b8 v3, v25 offset:1280
	s_waitcnt vmcnt(3)
	ds_write_b8 v3, v6 offset:3328
	v_add_u32_e32 v3, 0, v65
	v_add_u32_e32 v1, 0, v67
	v_and_b32_e32 v2, 32, v0
	ds_write_b8 v3, v26 offset:1536
	s_waitcnt vmcnt(2)
	ds_write_b8 v3, v8 offset:3584
	s_waitcnt vmcnt(1)
	ds_write_b8 v1, v27 offset:1792
	s_waitcnt vmcnt(0)
	ds_write_b8 v1, v28 offset:3840
	s_cmp_gt_i32 s38, 63
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_and_b32_e32 v45, 16, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v5, 24, v4
	s_movk_i32 s0, 0x380
	v_and_or_b32 v47, v1, s0, v5
	v_and_or_b32 v49, v3, 8, s16
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $vgpr49
.LBB0_3:                                ; %Flow54
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_lshrrev_b32_e32 v35, 2, v2
	s_cmp_lg_u32 s0, 1
	v_bfe_i32 v51, v0, 3, 1
	v_lshlrev_b32_e32 v53, 5, v0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	v_and_b32_e32 v0, 0x2e0, v53
	v_and_b32_e32 v2, 0x108, v51
	v_bitop3_b32 v69, v2, v35, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v4
	v_mov_b32_e32 v2, 0x420
	s_movk_i32 s0, 0x380
	v_cndmask_b32_e64 v2, v2, 0, vcc
	v_and_or_b32 v47, v1, s0, v0
	v_and_or_b32 v49, v3, 8, s16
	v_bitop3_b32 v0, v2, v47, v45 bitop3:0x36
	s_lshr_b32 s38, s38, 5
	v_xor_b32_e32 v71, v0, v49
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s12, s12, 5
	s_movk_i32 s0, 0x2000
	s_add_i32 s38, s38, -2
	v_bfrev_b32_e32 v73, 1
	s_mov_b32 s6, s22
	s_mov_b32 s7, s23
	s_mov_b32 s39, 0
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
	s_mov_b32 s42, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s43, s42, 1
	v_add_u32_e32 v78, s0, v69
	s_lshl_b32 s0, s43, 5
	v_add_u32_e32 v82, s37, v71
	s_sub_i32 s37, s10, s0
	v_add_u32_e32 v34, 32, v34
	v_add_u32_e32 v36, 32, v36
	v_add_u32_e32 v38, 32, v38
	v_add_u32_e32 v40, 32, v40
	v_add_u32_e32 v42, 32, v42
	v_add_u32_e32 v44, 32, v44
	v_add_u32_e32 v46, 32, v46
	v_add_u32_e32 v48, 32, v48
	v_cmp_gt_i32_e64 s[0:1], s37, v32
	s_cmp_lt_i32 s11, s37
	v_add_u32_e32 v50, s12, v50
	v_cndmask_b32_e64 v74, v73, v34, s[0:1]
	v_cndmask_b32_e64 v75, v73, v36, s[0:1]
	v_cndmask_b32_e64 v76, v73, v38, s[0:1]
	v_cndmask_b32_e64 v77, v73, v40, s[0:1]
	v_cndmask_b32_e64 v79, v73, v42, s[0:1]
	v_cndmask_b32_e64 v80, v73, v44, s[0:1]
	v_cndmask_b32_e64 v81, v73, v46, s[0:1]
	v_cndmask_b32_e64 v83, v73, v48, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s17, s37
	v_add_u32_e32 v37, s12, v37
	v_cndmask_b32_e64 v84, v73, v50, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s18, s37
	v_add_u32_e32 v39, s12, v39
	buffer_load_ubyte v88, v74, s[20:23], 0 offen
	buffer_load_ubyte v89, v75, s[20:23], 0 offen
	buffer_load_ubyte v90, v76, s[20:23], 0 offen
	buffer_load_ubyte v91, v77, s[20:23], 0 offen
	buffer_load_ubyte v92, v79, s[20:23], 0 offen
	buffer_load_ubyte v93, v80, s[20:23], 0 offen
	buffer_load_ubyte v94, v81, s[20:23], 0 offen
	buffer_load_ubyte v95, v83, s[20:23], 0 offen
	v_cndmask_b32_e64 v83, v73, v37, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s19, s37
	v_add_u32_e32 v52, s12, v52
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_ubyte v96, v84, s[4:7], 0 offen
	buffer_load_ubyte v97, v83, s[4:7], 0 offen
	ds_read_b64_tr_b8 v[84:85], v82
	ds_read_b64_tr_b8 v[86:87], v82 offset:2048
	v_cndmask_b32_e64 v82, v73, v39, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s24, s37
	v_add_u32_e32 v41, s12, v41
	buffer_load_ubyte v98, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v52, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s25, s37
	v_add_u32_e32 v54, s12, v54
	buffer_load_ubyte v99, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v41, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s26, s37
	v_add_u32_e32 v56, s12, v56
	ds_read2_b64 v[74:77], v78 offset1:2
	ds_read2_b64 v[78:81], v78 offset0:128 offset1:130
	buffer_load_ubyte v100, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v54, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s27, s37
	v_add_u32_e32 v58, s12, v58
	buffer_load_ubyte v101, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v56, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s28, s37
	v_add_u32_e32 v43, s12, v43
	buffer_load_ubyte v102, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v58, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s29, s37
	v_add_u32_e32 v60, s12, v60
	buffer_load_ubyte v103, v82, s[4:7], 0 offen
	v_cndmask_b32_e64 v82, v73, v43, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s30, s37
	v_add_u32_e32 v62, s12, v62
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[84:85], v[74:75], v[0:15]
	v_cndmask_b32_e64 v74, v73, v60, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s31, s37
	v_add_u32_e32 v64, s12, v64
	buffer_load_ubyte v104, v82, s[4:7], 0 offen
	buffer_load_ubyte v105, v74, s[4:7], 0 offen
	v_cndmask_b32_e64 v74, v73, v62, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s33, s37
	v_add_u32_e32 v66, s12, v66
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[84:85], v[78:79], v[16:31]
	buffer_load_ubyte v84, v74, s[4:7], 0 offen
	v_cndmask_b32_e64 v74, v73, v64, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s34, s37
	v_add_u32_e32 v68, s12, v68
	buffer_load_ubyte v85, v74, s[4:7], 0 offen
	v_cndmask_b32_e64 v74, v73, v66, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s35, s37
	v_add_u32_e32 v70, s12, v70
	buffer_load_ubyte v106, v74, s[4:7], 0 offen
	v_cndmask_b32_e64 v74, v73, v68, s[0:1]
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v75, v73, v70, s[0:1]
	buffer_load_ubyte v107, v74, s[4:7], 0 offen
	buffer_load_ubyte v108, v75, s[4:7], 0 offen
	s_cmp_lt_i32 s36, s37
	v_add_u32_e32 v72, s12, v72
	s_cselect_b64 s[0:1], -1, 0
	v_cndmask_b32_e64 v74, v73, v72, s[0:1]
	buffer_load_ubyte v109, v74, s[4:7], 0 offen
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[86:87], v[76:77], v[0:15]
	s_add_i32 s0, s39, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s39, s0, 0
	s_lshl_b32 s1, s39, 11
	s_add_i32 s0, s1, 0x2000
	s_add_i32 s37, s1, s1
	v_add_u32_e32 v74, s1, v33
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[86:87], v[80:81], v[16:31]
	s_cmp_lg_u32 s42, s38
	s_mov_b32 s42, s43
	s_barrier
	v_add_u32_e32 v75, s1, v55
	v_add_u32_e32 v76, s37, v33
	v_add_u32_e32 v77, s37, v55
	v_add_u32_e32 v78, s37, v57
	v_add_u32_e32 v79, s37, v59
	v_add_u32_e32 v80, s37, v61
	v_add_u32_e32 v81, s37, v63
	v_add_u32_e32 v82, s37, v65
	v_add_u32_e32 v83, s37, v67
	s_waitcnt vmcnt(23)
	ds_write_b8 v74, v88 offset:8192
	s_waitcnt vmcnt(21)
	ds_write_b8 v74, v90 offset:8704
	s_waitcnt vmcnt(19)
	ds_write_b8 v74, v92 offset:9216
	s_waitcnt vmcnt(17)
	ds_write_b8 v74, v94 offset:9728
	ds_write_b8 v75, v89 offset:8448
	ds_write_b8 v75, v91 offset:8960
	ds_write_b8 v75, v93 offset:9472
	s_waitcnt vmcnt(16)
	ds_write_b8 v75, v95 offset:9984
	s_waitcnt vmcnt(15)
	ds_write_b8 v76, v96
	s_waitcnt vmcnt(14)
	ds_write_b8 v77, v97 offset:256
	s_waitcnt vmcnt(13)
	ds_write_b8 v78, v98 offset:512
	s_waitcnt vmcnt(12)
	ds_write_b8 v79, v99 offset:768
	s_waitcnt vmcnt(11)
	ds_write_b8 v80, v100 offset:1024
	s_waitcnt vmcnt(10)
	ds_write_b8 v81, v101 offset:1280
	s_waitcnt vmcnt(9)
	ds_write_b8 v82, v102 offset:1536
	s_waitcnt vmcnt(8)
	ds_write_b8 v83, v103 offset:1792
	s_waitcnt vmcnt(7)
	ds_write_b8 v76, v104 offset:2048
	s_waitcnt vmcnt(6)
	ds_write_b8 v77, v105 offset:2304
	s_waitcnt vmcnt(5)
	ds_write_b8 v78, v84 offset:2560
	s_waitcnt vmcnt(4)
	ds_write_b8 v79, v85 offset:2816
	s_waitcnt vmcnt(3)
	ds_write_b8 v80, v106 offset:3072
	s_waitcnt vmcnt(2)
	ds_write_b8 v81, v107 offset:3328
	s_waitcnt vmcnt(1)
	ds_write_b8 v82, v108 offset:3584
	s_waitcnt vmcnt(0)
	ds_write_b8 v83, v109 offset:3840
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v31, 0
	s_movk_i32 s0, 0x2000
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v29, v31
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v27, v31
	v_mov_b32_e32 v26, v31
	v_mov_b32_e32 v25, v31
	v_mov_b32_e32 v24, v31
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v22, v31
	v_mov_b32_e32 v21, v31
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v19, v31
	v_mov_b32_e32 v18, v31
	v_mov_b32_e32 v17, v31
	v_mov_b32_e32 v16, v31
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v14, v31
	v_mov_b32_e32 v13, v31
	v_mov_b32_e32 v12, v31
	v_mov_b32_e32 v11, v31
	v_mov_b32_e32 v10, v31
	v_mov_b32_e32 v9, v31
	v_mov_b32_e32 v8, v31
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v6, v31
	v_mov_b32_e32 v5, v31
	v_mov_b32_e32 v4, v31
	v_mov_b32_e32 v3, v31
	v_mov_b32_e32 v2, v31
	v_mov_b32_e32 v1, v31
	v_mov_b32_e32 v0, v31
.LBB0_7:                                ; %._crit_edge
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_mov_b32_e32 v33, 0x420
	v_cndmask_b32_e64 v33, v33, 0, vcc
	v_bitop3_b32 v33, v33, v47, v45 bitop3:0x36
	v_xad_u32 v33, v33, v49, s37
	ds_read_b64_tr_b8 v[40:41], v33
	v_and_b32_e32 v34, 0x2e0, v53
	s_movk_i32 s1, 0x108
	v_and_or_b32 v34, v51, s1, v34
	v_xad_u32 v34, v34, v35, s0
	ds_read2_b64 v[36:39], v34 offset1:2
	ds_read_b64_tr_b8 v[42:43], v33 offset:2048
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[40:41], v[36:37], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[42:43], v[38:39], v[0:15]
	ds_read2_b64 v[36:39], v34 offset0:128 offset1:130
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[40:41], v[36:37], v[16:31]
	v_mfma_f32_32x32x16_bf8_bf8 v[16:31], v[42:43], v[38:39], v[16:31]
.LBB0_9:                                ; %._crit_edge._crit_edge
	v_or_b32_e32 v33, s16, v35
	s_mul_i32 s0, s14, s13
	v_or_b32_e32 v34, 23, v33
	v_or_b32_e32 v36, 22, v33
	v_or_b32_e32 v38, 21, v33
	v_or_b32_e32 v40, 20, v33
	v_or_b32_e32 v42, 19, v33
	v_or_b32_e32 v44, 18, v33
	v_or_b32_e32 v46, 17, v33
	v_or_b32_e32 v48, 16, v33
	v_or_b32_e32 v50, 7, v33
	v_or_b32_e32 v52, 6, v33
	v_or_b32_e32 v54, 5, v33
	v_or_b32_e32 v56, 4, v33
	v_or_b32_e32 v58, 3, v33
	v_or_b32_e32 v60, 2, v33
	v_or_b32_e32 v62, 1, v33
	v_or_b32_e32 v64, s15, v33
	v_or_b32_e32 v65, s14, v32
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v4, v8, v9
	v_cvt_pk_f16_f32 v8, v16, v17
	v_mul_lo_u32 v16, s13, v32
	s_add_i32 s0, s0, s15
	v_or_b32_e32 v35, s15, v34
	v_or_b32_e32 v37, s15, v36
	v_or_b32_e32 v39, s15, v38
	v_or_b32_e32 v41, s15, v40
	v_or_b32_e32 v43, s15, v42
	v_or_b32_e32 v45, s15, v44
	v_or_b32_e32 v47, s15, v46
	v_or_b32_e32 v49, s15, v48
	v_or_b32_e32 v51, s15, v50
	v_or_b32_e32 v53, s15, v52
	v_or_b32_e32 v55, s15, v54
	v_or_b32_e32 v57, s15, v56
	v_or_b32_e32 v59, s15, v58
	v_or_b32_e32 v61, s15, v60
	v_or_b32_e32 v63, s15, v62
	v_or_b32_e32 v66, 32, v65
	v_add_u32_e32 v16, s0, v16
	v_cmp_gt_i32_e64 s[34:35], s8, v65
	v_cmp_gt_i32_e64 s[30:31], s9, v64
	v_cvt_pk_f16_f32 v3, v6, v7
	v_cvt_pk_f16_f32 v7, v14, v15
	v_cvt_pk_f16_f32 v15, v30, v31
	v_lshl_add_u32 v17, s13, 5, v16
	v_cmp_gt_i32_e32 vcc, s8, v66
	v_cmp_gt_i32_e64 s[28:29], s9, v63
	v_cmp_gt_i32_e64 s[26:27], s9, v61
	v_cmp_gt_i32_e64 s[24:25], s9, v59
	v_cmp_gt_i32_e64 s[22:23], s9, v57
	v_cmp_gt_i32_e64 s[20:21], s9, v55
	v_cmp_gt_i32_e64 s[18:19], s9, v53
	v_cmp_gt_i32_e64 s[16:17], s9, v51
	v_cmp_gt_i32_e64 s[14:15], s9, v49
	v_cmp_gt_i32_e64 s[12:13], s9, v47
	v_cmp_gt_i32_e64 s[10:11], s9, v45
	v_cmp_gt_i32_e64 s[36:37], s9, v43
	v_cmp_gt_i32_e64 s[6:7], s9, v41
	v_cmp_gt_i32_e64 s[4:5], s9, v39
	v_cmp_gt_i32_e64 s[2:3], s9, v37
	v_cmp_gt_i32_e64 s[0:1], s9, v35
	v_add_lshl_u32 v31, v16, v33, 1
	v_bfrev_b32_e32 v32, 1
	s_and_b64 s[8:9], s[34:35], s[30:31]
	v_permlane32_swap_b32_e32 v0, v2
	v_cndmask_b32_e64 v31, v32, v31, s[8:9]
	v_add_lshl_u32 v37, v16, v62, 1
	s_and_b64 s[8:9], s[34:35], s[28:29]
	v_cvt_pk_f16_f32 v9, v18, v19
	v_lshrrev_b32_e32 v18, 16, v0
	s_and_b32 s41, s41, 0xffff
	s_mov_b32 s43, 0x27000
	s_mov_b32 s42, 0x7ffffffe
	v_cndmask_b32_e64 v37, v32, v37, s[8:9]
	buffer_store_short v0, v31, s[40:43], 0 offen
	buffer_store_short v18, v37, s[40:43], 0 offen
	v_add_lshl_u32 v18, v16, v60, 1
	s_and_b64 s[8:9], s[34:35], s[26:27]
	v_permlane32_swap_b32_e32 v1, v3
	v_cndmask_b32_e64 v18, v32, v18, s[8:9]
	v_lshrrev_b32_e32 v19, 16, v1
	buffer_store_short v1, v18, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v58, 1
	s_and_b64 s[8:9], s[34:35], s[24:25]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v19, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v56, 1
	s_and_b64 s[8:9], s[34:35], s[22:23]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v2, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v54, 1
	s_and_b64 s[8:9], s[34:35], s[20:21]
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v10, v20, v21
	v_lshrrev_b32_e32 v20, 16, v2
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v20, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v52, 1
	s_and_b64 s[8:9], s[34:35], s[18:19]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v3, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v50, 1
	s_and_b64 s[8:9], s[34:35], s[16:17]
	v_lshrrev_b32_e32 v21, 16, v3
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	v_cvt_pk_f16_f32 v6, v12, v13
	buffer_store_short v21, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v48, 1
	s_and_b64 s[8:9], s[34:35], s[14:15]
	v_permlane32_swap_b32_e32 v4, v6
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v4, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v46, 1
	s_and_b64 s[8:9], s[34:35], s[12:13]
	v_cvt_pk_f16_f32 v11, v22, v23
	v_lshrrev_b32_e32 v22, 16, v4
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v22, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v44, 1
	s_and_b64 s[8:9], s[34:35], s[10:11]
	v_permlane32_swap_b32_e32 v5, v7
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v5, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v42, 1
	s_and_b64 s[8:9], s[34:35], s[36:37]
	v_lshrrev_b32_e32 v23, 16, v5
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v23, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v40, 1
	s_and_b64 s[8:9], s[34:35], s[6:7]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v6, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v38, 1
	s_and_b64 s[8:9], s[34:35], s[4:5]
	v_cvt_pk_f16_f32 v12, v24, v25
	v_lshrrev_b32_e32 v24, 16, v6
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v24, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v36, 1
	s_and_b64 s[8:9], s[34:35], s[2:3]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v7, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v16, v34, 1
	s_and_b64 s[8:9], s[34:35], s[0:1]
	v_lshrrev_b32_e32 v25, 16, v7
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v25, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v33, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_permlane32_swap_b32_e32 v8, v10
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v8, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v62, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cvt_pk_f16_f32 v13, v26, v27
	v_lshrrev_b32_e32 v26, 16, v8
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v26, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v60, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_permlane32_swap_b32_e32 v9, v11
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v9, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v58, 1
	s_and_b64 s[8:9], vcc, s[24:25]
	v_lshrrev_b32_e32 v27, 16, v9
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v27, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v56, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v10, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v54, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_cvt_pk_f16_f32 v14, v28, v29
	v_lshrrev_b32_e32 v28, 16, v10
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v28, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v52, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v11, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v50, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_lshrrev_b32_e32 v29, 16, v11
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v29, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v48, 1
	s_and_b64 s[8:9], vcc, s[14:15]
	v_permlane32_swap_b32_e32 v12, v14
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v12, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v46, 1
	s_and_b64 s[8:9], vcc, s[12:13]
	v_lshrrev_b32_e32 v30, 16, v12
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v30, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v44, 1
	s_and_b64 s[8:9], vcc, s[10:11]
	v_permlane32_swap_b32_e32 v13, v15
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v13, v1, s[40:43], 0 offen
	v_add_lshl_u32 v1, v17, v42, 1
	s_and_b64 s[8:9], vcc, s[36:37]
	v_lshrrev_b32_e32 v0, 16, v13
	v_cndmask_b32_e64 v1, v32, v1, s[8:9]
	buffer_store_short v0, v1, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v40, 1
	s_and_b64 s[6:7], vcc, s[6:7]
	v_cndmask_b32_e64 v0, v32, v0, s[6:7]
	buffer_store_short v14, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v38, 1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_lshrrev_b32_e32 v31, 16, v14
	v_cndmask_b32_e64 v0, v32, v0, s[4:5]
	buffer_store_short v31, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v36, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v0, v32, v0, s[2:3]
	buffer_store_short v15, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v34, 1
	s_and_b64 vcc, vcc, s[0:1]
	v_lshrrev_b32_e32 v35, 16, v15
	v_cndmask_b32_e32 v0, v32, v0, vcc
	buffer_store_short v35, v0, s[40:43], 0 offen
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
		.amdhsa_accum_offset 112
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
	.set .Lmatmul_kernel.num_vgpr, 110
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
; codeLenInByte = 5620
; TotalNumSgprs: 80
; NumVgprs: 110
; NumAgprs: 0
; TotalNumVgprs: 110
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 112
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 27
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
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
