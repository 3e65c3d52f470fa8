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
	s_mov_b64 s[0:1], s[2:3]
	s_add_i32 s2, s9, 0x7f
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 25
	s_add_i32 s2, s2, s3
	s_ashr_i32 s2, s2, 7
	s_lshl_b32 s3, s2, 3
	s_mov_b64 s[40:41], s[6:7]
	s_abs_i32 s7, s3
	v_cvt_f32_u32_e32 v1, s7
	s_add_i32 s14, s8, 63
	s_sub_i32 s18, 0, s7
	s_ashr_i32 s15, s14, 31
	v_rcp_f32_e32 v1, v1
	s_lshr_b32 s15, s15, 26
	s_add_i32 s14, s14, s15
	s_abs_i32 s15, s16
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s6, v0
	s_xor_b32 s2, s16, s2
	s_and_b32 s17, s6, 0xc0
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s15, s19
	s_mul_i32 s19, s18, s7
	s_sub_i32 s15, s15, s19
	s_ashr_i32 s14, s14, 6
	s_ashr_i32 s2, s2, 31
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s15, s7
	s_cmp_ge_u32 s15, s7
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s15, s20, s15
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s15, s7
	s_cselect_b32 s7, s19, s18
	s_xor_b32 s7, s7, s2
	s_sub_i32 s2, s7, s2
	s_lshl_b32 s7, s2, 3
	s_sub_i32 s14, s14, s7
	s_min_i32 s14, s14, 8
	s_abs_i32 s15, s14
	v_cvt_f32_u32_e32 v1, s15
	s_sub_i32 s18, 0, s15
	s_mul_i32 s2, s2, s3
	s_sub_i32 s2, s16, s2
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s16, s2
	s_xor_b32 s3, s2, s14
	s_ashr_i32 s3, s3, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v2, 63, v0
	v_or_b32_e32 v3, s17, v2
	v_lshrrev_b32_e32 v3, 5, v3
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s16, s19
	s_mul_i32 s19, s18, s15
	s_sub_i32 s16, s16, s19
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s16, s15
	s_cmp_ge_u32 s16, s15
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s16, s20, s16
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s16, s15
	s_cselect_b32 s15, s19, s18
	s_xor_b32 s15, s15, s3
	s_sub_i32 s3, s15, s3
	s_mul_i32 s14, s3, s14
	s_sub_i32 s2, s2, s14
	s_add_i32 s2, s2, s7
	s_abs_i32 s7, s8
	v_cvt_f32_u32_e32 v1, s7
	s_lshl_b32 s16, s2, 6
	s_sub_i32 s14, 0, s7
	v_or_b32_e32 v3, s16, v3
	v_rcp_f32_e32 v1, v1
	s_bfe_i32 s2, s2, 0x10019
	v_add_u32_e32 v3, s2, v3
	v_xor_b32_e32 v4, s2, v3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_lshl_b32 s18, s3, 7
	s_add_i32 s35, s10, 31
	v_and_b32_e32 v32, 31, v0
	v_mul_lo_u32 v5, s14, v1
	v_mul_hi_u32 v5, v1, v5
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v5, v4, v1
	v_mul_lo_u32 v5, v5, s7
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s7, v4
	v_cmp_le_u32_e32 vcc, s7, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s7, v4
	v_cmp_le_u32_e32 vcc, s7, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 8, v3
	v_xor_b32_e32 v5, s2, v5
	v_mul_hi_u32 v6, v5, v1
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	v_xor_b32_e32 v4, s2, v4
	v_subrev_u32_e32 v4, s2, v4
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s7, v5
	v_cmp_le_u32_e32 vcc, s7, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 16, v3
	v_xor_b32_e32 v6, s2, v6
	v_mul_hi_u32 v7, v6, v1
	v_mul_lo_u32 v7, v7, s7
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s7, v6
	v_cmp_le_u32_e32 vcc, s7, v6
	v_xor_b32_e32 v5, s2, v5
	v_subrev_u32_e32 v5, s2, v5
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s7, v6
	v_cmp_le_u32_e32 vcc, s7, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 24, v3
	v_xor_b32_e32 v7, s2, v7
	v_mul_hi_u32 v8, v7, v1
	v_mul_lo_u32 v8, v8, s7
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	v_xor_b32_e32 v6, s2, v6
	v_subrev_u32_e32 v6, s2, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s7, v7
	v_cmp_le_u32_e32 vcc, s7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 32, v3
	v_xor_b32_e32 v8, s2, v8
	v_mul_hi_u32 v9, v8, v1
	v_mul_lo_u32 v9, v9, s7
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s7, v8
	v_cmp_le_u32_e32 vcc, s7, v8
	v_xor_b32_e32 v7, s2, v7
	v_subrev_u32_e32 v7, s2, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s7, v8
	v_cmp_le_u32_e32 vcc, s7, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 40, v3
	v_xor_b32_e32 v9, s2, v9
	v_mul_hi_u32 v10, v9, v1
	v_mul_lo_u32 v10, v10, s7
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s7, v9
	v_cmp_le_u32_e32 vcc, s7, v9
	v_xor_b32_e32 v8, s2, v8
	v_subrev_u32_e32 v8, s2, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s7, v9
	v_cmp_le_u32_e32 vcc, s7, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 48, v3
	v_xor_b32_e32 v10, s2, v10
	v_mul_hi_u32 v11, v10, v1
	v_mul_lo_u32 v11, v11, s7
	v_add_u32_e32 v3, 56, v3
	v_sub_u32_e32 v10, v10, v11
	v_xor_b32_e32 v3, s2, v3
	v_subrev_u32_e32 v11, s7, v10
	v_cmp_le_u32_e32 vcc, s7, v10
	v_mul_hi_u32 v1, v3, v1
	v_mul_lo_u32 v1, v1, s7
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s7, v10
	v_cmp_le_u32_e32 vcc, s7, v10
	v_sub_u32_e32 v1, v3, v1
	v_subrev_u32_e32 v3, s7, v1
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cmp_le_u32_e32 vcc, s7, v1
	v_xor_b32_e32 v9, s2, v9
	v_xor_b32_e32 v10, s2, v10
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s7, v1
	v_cmp_le_u32_e32 vcc, s7, v1
	s_abs_i32 s7, s9
	v_mov_b32_e32 v11, 0x7f
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cvt_f32_u32_e32 v3, s7
	v_xor_b32_e32 v1, s2, v1
	v_subrev_u32_e32 v9, s2, v9
	v_subrev_u32_e32 v10, s2, v10
	v_rcp_f32_e32 v3, v3
	v_subrev_u32_e32 v1, s2, v1
	v_bitop3_b32 v2, s17, v11, v2 bitop3:0xc8
	s_bfe_i32 s2, s3, 0x10018
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	s_sub_i32 s3, 0, s7
	v_or_b32_e32 v11, s18, v2
	v_add_u32_e32 v11, s2, v11
	v_mul_lo_u32 v12, s3, v3
	v_mul_hi_u32 v12, v3, v12
	v_xor_b32_e32 v11, s2, v11
	v_add_u32_e32 v3, v3, v12
	v_mul_hi_u32 v3, v11, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v11, v3
	v_subrev_u32_e32 v11, s7, v3
	v_cmp_le_u32_e32 vcc, s7, v3
	s_cmp_gt_i32 s35, 31
	s_cselect_b64 s[14:15], -1, 0
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_subrev_u32_e32 v11, s7, v3
	v_cmp_le_u32_e32 vcc, s7, v3
	s_and_b32 s1, s1, 0xffff
	s_bfe_i32 s70, s6, 0x10007
	v_cndmask_b32_e32 v3, v3, v11, vcc
	v_xor_b32_e32 v3, s2, v3
	v_subrev_u32_e32 v3, s2, v3
	v_mad_u64_u32 v[34:35], s[2:3], v4, s11, v[32:33]
	v_mad_u64_u32 v[36:37], s[2:3], v5, s11, v[32:33]
	v_mad_u64_u32 v[38:39], s[2:3], v6, s11, v[32:33]
	v_mad_u64_u32 v[40:41], s[2:3], v7, s11, v[32:33]
	v_mad_u64_u32 v[42:43], s[2:3], v8, s11, v[32:33]
	v_mad_u64_u32 v[44:45], s[2:3], v9, s11, v[32:33]
	v_mad_u64_u32 v[46:47], s[2:3], v10, s11, v[32:33]
	v_mad_u64_u32 v[48:49], s[2:3], v1, s11, v[32:33]
	v_cmp_gt_i32_e32 vcc, s10, v32
	s_lshr_b32 s11, s6, 7
	s_and_b64 vcc, vcc, s[14:15]
	s_or_b32 s19, s11, 2
	s_or_b32 s20, s11, 4
	s_or_b32 s21, s11, 6
	s_or_b32 s22, s11, 8
	s_or_b32 s23, s11, 10
	s_or_b32 s24, s11, 12
	s_or_b32 s25, s11, 14
	s_or_b32 s26, s11, 16
	s_or_b32 s27, s11, 18
	s_or_b32 s28, s11, 20
	s_or_b32 s29, s11, 22
	s_or_b32 s30, s11, 24
	s_or_b32 s31, s11, 26
	s_or_b32 s33, s11, 28
	s_or_b32 s34, s11, 30
	s_cmp_lt_i32 s11, s10
	s_cselect_b64 s[36:37], -1, 0
	s_cmp_lt_i32 s19, s10
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_lt_i32 s20, s10
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s21, s10
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s22, s10
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lt_i32 s23, s10
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
	v_lshlrev_b32_e32 v1, 1, v34
	v_bfrev_b32_e32 v4, 1
	s_mul_i32 s6, s11, s12
	s_cselect_b64 s[64:65], -1, 0
	s_cmp_lt_i32 s33, s10
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v1, v4, v1, vcc
	v_lshlrev_b32_e32 v5, 1, v36
	v_lshlrev_b32_e32 v6, 1, v38
	v_lshlrev_b32_e32 v7, 1, v40
	v_lshlrev_b32_e32 v8, 1, v42
	v_lshlrev_b32_e32 v9, 1, v44
	v_lshlrev_b32_e32 v10, 1, v46
	v_lshlrev_b32_e32 v11, 1, v48
	v_add_u32_e32 v50, s6, v3
	s_cselect_b64 s[66:67], -1, 0
	s_cmp_lt_i32 s34, s10
	v_cndmask_b32_e32 v5, v4, v5, vcc
	v_cndmask_b32_e32 v6, v4, v6, vcc
	v_cndmask_b32_e32 v7, v4, v7, vcc
	v_cndmask_b32_e32 v8, v4, v8, vcc
	v_cndmask_b32_e32 v9, v4, v9, vcc
	v_cndmask_b32_e32 v10, v4, v10, vcc
	v_cndmask_b32_e32 v11, v4, v11, vcc
	buffer_load_ushort v12, v1, s[0:3], 0 offen
	buffer_load_ushort v13, v5, s[0:3], 0 offen
	buffer_load_ushort v14, v6, s[0:3], 0 offen
	buffer_load_ushort v15, v7, s[0:3], 0 offen
	buffer_load_ushort v16, v8, s[0:3], 0 offen
	buffer_load_ushort v17, v9, s[0:3], 0 offen
	buffer_load_ushort v18, v10, s[0:3], 0 offen
	buffer_load_ushort v19, v11, s[0:3], 0 offen
	v_lshl_add_u32 v35, s12, 1, v50
	s_cselect_b64 s[68:69], -1, 0
	v_lshlrev_b32_e32 v1, 1, v50
	s_and_b64 vcc, s[14:15], s[36:37]
	v_lshl_add_u32 v37, s12, 2, v50
	v_cndmask_b32_e32 v1, v4, v1, vcc
	v_lshlrev_b32_e32 v3, 1, v35
	s_and_b64 vcc, s[14:15], s[38:39]
	v_mad_u64_u32 v[52:53], s[6:7], s12, 6, v[50:51]
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_lshlrev_b32_e32 v5, 1, v37
	s_and_b64 vcc, s[14:15], s[42:43]
	v_lshl_add_u32 v39, s12, 3, v50
	v_cndmask_b32_e32 v5, v4, v5, vcc
	v_lshlrev_b32_e32 v6, 1, v52
	s_and_b64 vcc, s[14:15], s[44:45]
	v_mad_u64_u32 v[54:55], s[6:7], s12, 10, v[50:51]
	v_cndmask_b32_e32 v6, v4, v6, vcc
	v_lshlrev_b32_e32 v7, 1, v39
	s_and_b64 vcc, s[14:15], s[46:47]
	v_mad_u64_u32 v[56:57], s[6:7], s12, 12, v[50:51]
	v_cndmask_b32_e32 v7, v4, v7, vcc
	v_lshlrev_b32_e32 v8, 1, v54
	s_and_b64 vcc, s[14:15], s[48:49]
	v_mad_u64_u32 v[58:59], s[6:7], s12, 14, v[50:51]
	v_cndmask_b32_e32 v8, v4, v8, vcc
	v_lshlrev_b32_e32 v9, 1, v56
	s_and_b64 vcc, s[14:15], s[50:51]
	v_mad_u64_u32 v[60:61], s[6:7], s12, 18, v[50:51]
	v_mad_u64_u32 v[62:63], s[6:7], s12, 20, v[50:51]
	v_mad_u64_u32 v[64:65], s[6:7], s12, 22, v[50:51]
	v_mad_u64_u32 v[66:67], s[6:7], s12, 24, v[50:51]
	v_mad_u64_u32 v[68:69], s[6:7], s12, 26, v[50:51]
	v_mad_u64_u32 v[70:71], s[6:7], s12, 28, v[50:51]
	v_mad_u64_u32 v[72:73], s[6:7], s12, 30, v[50:51]
	v_cndmask_b32_e32 v9, v4, v9, vcc
	v_lshlrev_b32_e32 v10, 1, v58
	s_and_b64 vcc, s[14:15], s[52:53]
	v_lshl_add_u32 v41, s12, 4, v50
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	v_cndmask_b32_e32 v10, v4, v10, vcc
	buffer_load_ushort v11, v1, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v5, v5, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v6, v6, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v7, v7, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v8, v8, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v9, v9, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v10, v10, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v41
	s_and_b64 vcc, s[14:15], s[54:55]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v20, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v60
	s_and_b64 vcc, s[14:15], s[56:57]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v21, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v62
	s_and_b64 vcc, s[14:15], s[58:59]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v22, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v64
	s_and_b64 vcc, s[14:15], s[60:61]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v23, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v66
	s_and_b64 vcc, s[14:15], s[62:63]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v24, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v68
	s_and_b64 vcc, s[14:15], s[64:65]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v25, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v70
	s_and_b64 vcc, s[14:15], s[66:67]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v26, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v72
	s_and_b64 vcc, s[14:15], s[68:69]
	v_cndmask_b32_e32 v1, v4, v1, vcc
	buffer_load_ushort v4, v1, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 1, v2
	v_mov_b32_e32 v2, 0x110
	v_bitop3_b32 v53, v1, s70, v2 bitop3:0x78
	v_xor_b32_e32 v55, 32, v53
	v_add_u32_e32 v1, 0, v53
	v_add_u32_e32 v2, 0, v55
	v_xor_b32_e32 v57, 64, v53
	s_waitcnt vmcnt(23)
	ds_write_b16 v1, v12 offset:16384
	s_waitcnt vmcnt(21)
	ds_write_b16 v1, v14 offset:17408
	s_waitcnt vmcnt(19)
	ds_write_b16 v1, v16 offset:18432
	s_waitcnt vmcnt(17)
	ds_write_b16 v1, v18 offset:19456
	ds_write_b16 v2, v13 offset:16896
	ds_write_b16 v2, v15 offset:17920
	ds_write_b16 v2, v17 offset:18944
	s_waitcnt vmcnt(16)
	ds_write_b16 v2, v19 offset:19968
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v11
	s_waitcnt vmcnt(7)
	ds_write_b16 v1, v20 offset:4096
	ds_write_b16 v2, v3 offset:512
	s_waitcnt vmcnt(6)
	ds_write_b16 v2, v21 offset:4608
	v_add_u32_e32 v1, 0, v57
	v_xor_b32_e32 v59, 0x60, v53
	ds_write_b16 v1, v5 offset:1024
	s_waitcnt vmcnt(5)
	ds_write_b16 v1, v22 offset:5120
	v_add_u32_e32 v1, 0, v59
	v_xor_b32_e32 v61, 0x80, v53
	ds_write_b16 v1, v6 offset:1536
	s_waitcnt vmcnt(4)
	ds_write_b16 v1, v23 offset:5632
	v_add_u32_e32 v1, 0, v61
	v_xor_b32_e32 v63, 0xa0, v53
	ds_write_b16 v1, v7 offset:2048
	s_waitcnt vmcnt(3)
	ds_write_b16 v1, v24 offset:6144
	v_add_u32_e32 v1, 0, v63
	v_xor_b32_e32 v65, 0xc0, v53
	ds_write_b16 v1, v8 offset:2560
	s_waitcnt vmcnt(2)
	ds_write_b16 v1, v25 offset:6656
	v_add_u32_e32 v1, 0, v65
	v_xor_b32_e32 v67, 0xe0, v53
	ds_write_b16 v1, v9 offset:3072
	s_waitcnt vmcnt(1)
	ds_write_b16 v1, v26 offset:7168
	v_add_u32_e32 v1, 0, v67
	s_mov_b32 s36, 0
	ds_write_b16 v1, v10 offset:3584
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v4 offset:7680
	s_cmp_gt_i32 s35, 63
	v_and_b32_e32 v1, 44, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v4, 24, v3
	v_lshlrev_b32_e32 v5, 2, v1
	v_lshl_or_b32 v4, v1, 6, v4
	v_bitop3_b32 v5, v5, v2, 32 bitop3:0x78
	v_xor_b32_e32 v4, v5, v4
	v_xor_b32_e32 v43, s17, v4
	v_xor_b32_e32 v47, 0x440, v43
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr47
.LBB0_3:                                ; %Flow54
	s_and_b64 s[6:7], s[6:7], exec
	v_and_b32_e32 v33, 32, v0
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	v_lshlrev_b32_e32 v45, 6, v32
	v_lshlrev_b32_e32 v49, 2, v0
	v_lshrrev_b32_e32 v51, 1, v33
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	v_and_b32_e32 v0, 48, v49
	v_bitop3_b32 v69, v45, v51, v0 bitop3:0x36
	v_and_b32_e32 v0, 24, v3
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshl_or_b32 v0, v1, 6, v0
	v_bitop3_b32 v1, v3, v2, 32 bitop3:0x78
	v_xor_b32_e32 v0, v1, v0
	s_lshr_b32 s35, s35, 5
	v_xor_b32_e32 v43, s17, v0
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s12, s12, 5
	v_xor_b32_e32 v71, 32, v69
	v_xor_b32_e32 v47, 0x440, v43
	s_add_i32 s35, s35, -2
	v_xor_b32_e32 v73, 64, v43
	s_movk_i32 s38, 0x4000
	v_bfrev_b32_e32 v74, 1
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	s_mov_b32 s37, 0
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
	s_mov_b32 s39, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s42, s39, 1
	v_add_u32_e32 v77, s36, v43
	v_add_u32_e32 v78, s36, v73
	s_lshl_b32 s36, s42, 5
	v_add_u32_e32 v34, 32, v34
	v_add_u32_e32 v36, 32, v36
	v_add_u32_e32 v38, 32, v38
	v_add_u32_e32 v40, 32, v40
	v_add_u32_e32 v42, 32, v42
	v_add_u32_e32 v44, 32, v44
	v_add_u32_e32 v46, 32, v46
	v_add_u32_e32 v48, 32, v48
	s_sub_i32 s36, s10, s36
	v_add_u32_e32 v50, s12, v50
	v_lshlrev_b32_e32 v79, 1, v34
	v_lshlrev_b32_e32 v80, 1, v36
	v_lshlrev_b32_e32 v81, 1, v38
	v_lshlrev_b32_e32 v82, 1, v40
	v_lshlrev_b32_e32 v83, 1, v42
	v_lshlrev_b32_e32 v84, 1, v44
	v_lshlrev_b32_e32 v85, 1, v46
	v_lshlrev_b32_e32 v86, 1, v48
	v_cmp_gt_i32_e32 vcc, s36, v32
	s_cmp_lt_i32 s11, s36
	v_add_u32_e32 v35, s12, v35
	v_lshlrev_b32_e32 v87, 1, v50
	v_cndmask_b32_e32 v79, v74, v79, vcc
	v_cndmask_b32_e32 v80, v74, v80, vcc
	v_cndmask_b32_e32 v81, v74, v81, vcc
	v_cndmask_b32_e32 v82, v74, v82, vcc
	v_cndmask_b32_e32 v83, v74, v83, vcc
	v_cndmask_b32_e32 v84, v74, v84, vcc
	v_cndmask_b32_e32 v85, v74, v85, vcc
	v_cndmask_b32_e32 v86, v74, v86, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s19, s36
	v_add_u32_e32 v37, s12, v37
	v_add_u32_e32 v75, s38, v69
	v_lshlrev_b32_e32 v88, 1, v35
	v_cndmask_b32_e32 v87, v74, v87, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s20, s36
	v_add_u32_e32 v52, s12, v52
	v_add_u32_e32 v76, s38, v71
	v_lshlrev_b32_e32 v89, 1, v37
	buffer_load_ushort v103, v79, s[0:3], 0 offen
	buffer_load_ushort v120, v80, s[0:3], 0 offen
	buffer_load_ushort v121, v81, s[0:3], 0 offen
	buffer_load_ushort v122, v82, s[0:3], 0 offen
	buffer_load_ushort v123, v83, s[0:3], 0 offen
	buffer_load_ushort v124, v84, s[0:3], 0 offen
	buffer_load_ushort v125, v85, s[0:3], 0 offen
	buffer_load_ushort v126, v86, s[0:3], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[80:83], v75
	ds_read_b128 v[104:107], v75 offset:2048
	ds_read_b128 v[108:111], v76
	ds_read_b128 v[112:115], v76 offset:2048
	v_cndmask_b32_e32 v75, v74, v88, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s21, s36
	v_add_u32_e32 v39, s12, v39
	v_lshlrev_b32_e32 v90, 1, v52
	buffer_load_ushort v127, v87, s[4:7], 0 offen
	buffer_load_ushort v88, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v89, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s22, s36
	v_add_u32_e32 v54, s12, v54
	v_lshlrev_b32_e32 v91, 1, v39
	buffer_load_ushort v89, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s23, s36
	v_add_u32_e32 v56, s12, v56
	v_lshlrev_b32_e32 v92, 1, v54
	buffer_load_ushort v90, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s24, s36
	v_add_u32_e32 v58, s12, v58
	v_lshlrev_b32_e32 v93, 1, v56
	buffer_load_ushort v91, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s25, s36
	v_add_u32_e32 v41, s12, v41
	v_lshlrev_b32_e32 v94, 1, v58
	buffer_load_ushort v92, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s26, s36
	v_add_u32_e32 v60, s12, v60
	v_lshlrev_b32_e32 v95, 1, v41
	ds_read_b64_tr_b16 v[84:85], v77
	ds_read_b64_tr_b16 v[116:117], v77 offset:4096
	ds_read_b64_tr_b16 v[86:87], v78 offset:1024
	ds_read_b64_tr_b16 v[118:119], v78 offset:5120
	buffer_load_ushort v93, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s27, s36
	v_add_u32_e32 v62, s12, v62
	v_lshlrev_b32_e32 v96, 1, v60
	buffer_load_ushort v94, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v95, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s28, s36
	v_add_u32_e32 v64, s12, v64
	v_lshlrev_b32_e32 v97, 1, v62
	buffer_load_ushort v95, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v96, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s29, s36
	v_add_u32_e32 v66, s12, v66
	v_lshlrev_b32_e32 v98, 1, v64
	buffer_load_ushort v96, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v97, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s30, s36
	v_add_u32_e32 v68, s12, v68
	v_lshlrev_b32_e32 v99, 1, v66
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[84:87], v[80:83], v[0:15]
	v_add_u32_e32 v70, s12, v70
	v_lshlrev_b32_e32 v100, 1, v68
	v_lshlrev_b32_e32 v101, 1, v70
	v_add_u32_e32 v72, s12, v72
	v_lshlrev_b32_e32 v102, 1, v72
	v_mfma_f32_32x32x16_f16 v[16:31], v[84:87], v[104:107], v[16:31]
	buffer_load_ushort v85, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v98, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s31, s36
	buffer_load_ushort v86, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v99, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s33, s36
	buffer_load_ushort v87, v75, s[4:7], 0 offen
	v_cndmask_b32_e32 v75, v74, v100, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v76, v74, v101, vcc
	buffer_load_ushort v97, v75, s[4:7], 0 offen
	buffer_load_ushort v98, v76, s[4:7], 0 offen
	s_cmp_lt_i32 s34, s36
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v75, v74, v102, vcc
	buffer_load_ushort v99, v75, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[116:119], v[108:111], v[0:15]
	s_add_i32 s36, s37, 1
	s_cmp_lt_i32 s36, 2
	s_cselect_b32 s37, s36, 0
	s_lshl_b32 s36, s37, 12
	s_add_i32 s38, s36, 0x4000
	v_add_u32_e32 v75, s36, v53
	v_add_u32_e32 v76, s36, v55
	v_mfma_f32_32x32x16_f16 v[16:31], v[116:119], v[112:115], v[16:31]
	s_add_i32 s36, s36, s36
	s_cmp_lg_u32 s39, s35
	s_mov_b32 s39, s42
	s_barrier
	v_add_u32_e32 v77, s36, v53
	v_add_u32_e32 v78, s36, v55
	v_add_u32_e32 v79, s36, v57
	v_add_u32_e32 v80, s36, v59
	v_add_u32_e32 v81, s36, v61
	v_add_u32_e32 v82, s36, v63
	v_add_u32_e32 v83, s36, v65
	v_add_u32_e32 v84, s36, v67
	s_waitcnt vmcnt(23)
	ds_write_b16 v75, v103 offset:16384
	s_waitcnt vmcnt(21)
	ds_write_b16 v75, v121 offset:17408
	s_waitcnt vmcnt(19)
	ds_write_b16 v75, v123 offset:18432
	s_waitcnt vmcnt(17)
	ds_write_b16 v75, v125 offset:19456
	ds_write_b16 v76, v120 offset:16896
	ds_write_b16 v76, v122 offset:17920
	ds_write_b16 v76, v124 offset:18944
	s_waitcnt vmcnt(16)
	ds_write_b16 v76, v126 offset:19968
	s_waitcnt vmcnt(15)
	ds_write_b16 v77, v127
	s_waitcnt vmcnt(14)
	ds_write_b16 v78, v88 offset:512
	s_waitcnt vmcnt(13)
	ds_write_b16 v79, v89 offset:1024
	s_waitcnt vmcnt(12)
	ds_write_b16 v80, v90 offset:1536
	s_waitcnt vmcnt(11)
	ds_write_b16 v81, v91 offset:2048
	s_waitcnt vmcnt(10)
	ds_write_b16 v82, v92 offset:2560
	s_waitcnt vmcnt(9)
	ds_write_b16 v83, v93 offset:3072
	s_waitcnt vmcnt(8)
	ds_write_b16 v84, v94 offset:3584
	s_waitcnt vmcnt(7)
	ds_write_b16 v77, v95 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b16 v78, v96 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b16 v79, v85 offset:5120
	s_waitcnt vmcnt(4)
	ds_write_b16 v80, v86 offset:5632
	s_waitcnt vmcnt(3)
	ds_write_b16 v81, v87 offset:6144
	s_waitcnt vmcnt(2)
	ds_write_b16 v82, v97 offset:6656
	s_waitcnt vmcnt(1)
	ds_write_b16 v83, v98 offset:7168
	s_waitcnt vmcnt(0)
	ds_write_b16 v84, v99 offset:7680
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v31, 0
	s_movk_i32 s38, 0x4000
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
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	v_add_u32_e32 v34, s36, v43
	v_and_b32_e32 v36, 48, v49
	v_add_u32_e32 v35, s36, v47
	ds_read_b64_tr_b16 v[38:39], v34
	ds_read_b64_tr_b16 v[40:41], v35
	v_bitop3_b32 v36, v45, v51, v36 bitop3:0x36
	v_add_u32_e32 v37, s38, v36
	ds_read_b128 v[42:45], v37
	ds_read_b64_tr_b16 v[46:47], v34 offset:4096
	ds_read_b64_tr_b16 v[48:49], v35 offset:4096
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_f16 v[0:15], v[38:41], v[42:45], v[0:15]
	v_xad_u32 v34, v36, 32, s38
	ds_read_b128 v[42:45], v34
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[46:49], v[42:45], v[0:15]
	ds_read_b128 v[42:45], v37 offset:2048
	ds_read_b128 v[34:37], v34 offset:2048
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_f16 v[16:31], v[38:41], v[42:45], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[16:31], v[46:49], v[34:37], v[16:31]
.LBB0_9:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v33, 2, v33
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v33, s0, v33
	s_mul_i32 s0, s16, s13
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
	v_or_b32_e32 v64, s18, v33
	v_or_b32_e32 v65, s16, v32
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v4, v8, v9
	v_cvt_pk_f16_f32 v8, v16, v17
	v_mul_lo_u32 v16, s13, v32
	s_add_i32 s0, s0, s18
	v_or_b32_e32 v35, s18, v34
	v_or_b32_e32 v37, s18, v36
	v_or_b32_e32 v39, s18, v38
	v_or_b32_e32 v41, s18, v40
	v_or_b32_e32 v43, s18, v42
	v_or_b32_e32 v45, s18, v44
	v_or_b32_e32 v47, s18, v46
	v_or_b32_e32 v49, s18, v48
	v_or_b32_e32 v51, s18, v50
	v_or_b32_e32 v53, s18, v52
	v_or_b32_e32 v55, s18, v54
	v_or_b32_e32 v57, s18, v56
	v_or_b32_e32 v59, s18, v58
	v_or_b32_e32 v61, s18, v60
	v_or_b32_e32 v63, s18, v62
	v_or_b32_e32 v66, 32, v65
	v_add_u32_e32 v16, s0, v16
	v_cmp_gt_i32_e64 s[34:35], s8, v65
	v_cmp_gt_i32_e64 s[30:31], s9, v64
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
	v_add_lshl_u32 v37, v16, v33, 1
	v_bfrev_b32_e32 v39, 1
	s_and_b64 s[8:9], s[34:35], s[30:31]
	v_permlane32_swap_b32_e32 v0, v2
	s_and_b32 s41, s41, 0xffff
	s_mov_b32 s43, 0x27000
	s_mov_b32 s42, 0x7ffffffe
	v_cndmask_b32_e64 v37, v39, v37, s[8:9]
	v_cvt_pk_f16_f32 v9, v18, v19
	v_lshrrev_b32_e32 v18, 16, v0
	buffer_store_short v0, v37, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v62, 1
	s_and_b64 s[8:9], s[34:35], s[28:29]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	v_cvt_pk_f16_f32 v3, v6, v7
	buffer_store_short v18, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v60, 1
	s_and_b64 s[8:9], s[34:35], s[26:27]
	v_permlane32_swap_b32_e32 v1, v3
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v1, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v58, 1
	s_and_b64 s[8:9], s[34:35], s[24:25]
	v_lshrrev_b32_e32 v19, 16, v1
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v19, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v56, 1
	s_and_b64 s[8:9], s[34:35], s[22:23]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v2, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v54, 1
	s_and_b64 s[8:9], s[34:35], s[20:21]
	v_cvt_pk_f16_f32 v5, v10, v11
	v_cvt_pk_f16_f32 v10, v20, v21
	v_lshrrev_b32_e32 v20, 16, v2
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v20, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v52, 1
	s_and_b64 s[8:9], s[34:35], s[18:19]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v3, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v50, 1
	s_and_b64 s[8:9], s[34:35], s[16:17]
	v_lshrrev_b32_e32 v21, 16, v3
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	v_cvt_pk_f16_f32 v6, v12, v13
	buffer_store_short v21, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v48, 1
	s_and_b64 s[8:9], s[34:35], s[14:15]
	v_permlane32_swap_b32_e32 v4, v6
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v4, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v46, 1
	s_and_b64 s[8:9], s[34:35], s[12:13]
	v_cvt_pk_f16_f32 v11, v22, v23
	v_lshrrev_b32_e32 v22, 16, v4
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	v_cvt_pk_f16_f32 v7, v14, v15
	buffer_store_short v22, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v44, 1
	s_and_b64 s[8:9], s[34:35], s[10:11]
	v_permlane32_swap_b32_e32 v5, v7
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v5, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v42, 1
	s_and_b64 s[8:9], s[34:35], s[36:37]
	v_lshrrev_b32_e32 v23, 16, v5
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v23, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v40, 1
	s_and_b64 s[8:9], s[34:35], s[6:7]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v6, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v38, 1
	s_and_b64 s[8:9], s[34:35], s[4:5]
	v_cvt_pk_f16_f32 v12, v24, v25
	v_lshrrev_b32_e32 v24, 16, v6
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v24, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v36, 1
	s_and_b64 s[8:9], s[34:35], s[2:3]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v7, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v16, v34, 1
	s_and_b64 s[8:9], s[34:35], s[0:1]
	v_lshrrev_b32_e32 v25, 16, v7
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v25, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v33, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_permlane32_swap_b32_e32 v8, v10
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v8, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v62, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cvt_pk_f16_f32 v13, v26, v27
	v_lshrrev_b32_e32 v26, 16, v8
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v26, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v60, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_permlane32_swap_b32_e32 v9, v11
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v9, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v58, 1
	s_and_b64 s[8:9], vcc, s[24:25]
	v_lshrrev_b32_e32 v27, 16, v9
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v27, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v56, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v10, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v54, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_cvt_pk_f16_f32 v14, v28, v29
	v_lshrrev_b32_e32 v28, 16, v10
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v28, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v52, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v11, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v50, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_lshrrev_b32_e32 v29, 16, v11
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v29, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v48, 1
	s_and_b64 s[8:9], vcc, s[14:15]
	v_permlane32_swap_b32_e32 v12, v14
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v12, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v46, 1
	s_and_b64 s[8:9], vcc, s[12:13]
	v_cvt_pk_f16_f32 v15, v30, v31
	v_lshrrev_b32_e32 v30, 16, v12
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v30, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v44, 1
	s_and_b64 s[8:9], vcc, s[10:11]
	v_permlane32_swap_b32_e32 v13, v15
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v13, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v42, 1
	s_and_b64 s[8:9], vcc, s[36:37]
	v_lshrrev_b32_e32 v31, 16, v13
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	buffer_store_short v31, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v40, 1
	s_and_b64 s[6:7], vcc, s[6:7]
	v_cndmask_b32_e64 v0, v39, v0, s[6:7]
	buffer_store_short v14, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v38, 1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_lshrrev_b32_e32 v32, 16, v14
	v_cndmask_b32_e64 v0, v39, v0, s[4:5]
	buffer_store_short v32, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v36, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v0, v39, v0, s[2:3]
	buffer_store_short v15, v0, s[40:43], 0 offen
	v_add_lshl_u32 v0, v17, v34, 1
	s_and_b64 vcc, vcc, s[0:1]
	v_lshrrev_b32_e32 v35, 16, v15
	v_cndmask_b32_e32 v0, v39, v0, vcc
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
		.amdhsa_accum_offset 128
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
	.set .Lmatmul_kernel.num_vgpr, 128
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 71
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 0
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5788
; TotalNumSgprs: 77
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 129
; AccumOffset: 128
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
    .sgpr_count:     77
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
