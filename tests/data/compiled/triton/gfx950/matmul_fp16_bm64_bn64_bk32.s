	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul_kernel                   ; -- Begin function matmul_kernel
	.p2align	8
	.type	matmul_kernel,@function
matmul_kernel:                          ; @matmul_kernel
; %bb.11:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.12:
.LBB0_0:
	s_mov_b64 s[0:1], s[2:3]
	s_add_i32 s2, s9, 63
	s_mov_b64 s[36:37], s[6:7]
	s_ashr_i32 s6, s2, 31
	s_lshr_b32 s6, s6, 26
	s_add_i32 s2, s2, s6
	s_ashr_i32 s2, s2, 6
	s_abs_i32 s6, s2
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s17, 0, s6
	s_add_i32 s7, s8, 63
	s_abs_i32 s15, s16
	v_rcp_f32_e32 v1, v1
	s_ashr_i32 s14, s7, 31
	s_lshr_b32 s14, s14, 26
	v_readfirstlane_b32 s28, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_add_i32 s7, s7, s14
	s_xor_b32 s14, s16, s2
	s_and_b32 s3, s28, 0xc0
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s17, s17, s18
	s_mul_hi_u32 s17, s18, s17
	s_add_i32 s18, s18, s17
	s_mul_hi_u32 s17, s15, s18
	s_mul_i32 s18, s17, s6
	s_sub_i32 s15, s15, s18
	s_ashr_i32 s7, s7, 6
	s_ashr_i32 s14, s14, 31
	s_add_i32 s18, s17, 1
	s_sub_i32 s19, s15, s6
	s_cmp_ge_u32 s15, s6
	s_cselect_b32 s17, s18, s17
	s_cselect_b32 s15, s19, s15
	s_add_i32 s18, s17, 1
	s_cmp_ge_u32 s15, s6
	s_cselect_b32 s6, s18, s17
	s_xor_b32 s6, s6, s14
	s_sub_i32 s6, s6, s14
	s_sub_i32 s7, s7, s6
	s_min_i32 s7, s7, 1
	s_abs_i32 s14, s7
	v_cvt_f32_u32_e32 v1, s14
	s_sub_i32 s17, 0, s14
	s_mul_i32 s2, s6, s2
	s_sub_i32 s15, s16, s2
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s16, s15
	s_xor_b32 s2, s15, s7
	s_ashr_i32 s2, s2, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v2, 63, v0
	v_and_b32_e32 v48, 31, v0
	s_mov_b32 s27, 0
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s17, s17, s18
	s_mul_hi_u32 s17, s18, s17
	s_add_i32 s18, s18, s17
	s_mul_hi_u32 s17, s16, s18
	s_mul_i32 s18, s17, s14
	s_sub_i32 s16, s16, s18
	s_add_i32 s18, s17, 1
	s_sub_i32 s19, s16, s14
	s_cmp_ge_u32 s16, s14
	s_cselect_b32 s17, s18, s17
	s_cselect_b32 s16, s19, s16
	s_add_i32 s18, s17, 1
	s_cmp_ge_u32 s16, s14
	s_cselect_b32 s14, s18, s17
	v_or_b32_e32 v1, s3, v2
	s_abs_i32 s3, s8
	v_cvt_f32_u32_e32 v3, s3
	s_xor_b32 s14, s14, s2
	s_sub_i32 s2, s14, s2
	s_mul_i32 s7, s2, s7
	v_rcp_f32_e32 v3, v3
	s_sub_i32 s7, s15, s7
	s_add_i32 s7, s7, s6
	s_lshl_b32 s16, s7, 6
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_lshrrev_b32_e32 v4, 5, v1
	s_bfe_i32 s6, s7, 0x10019
	s_sub_i32 s7, 0, s3
	v_or_b32_e32 v4, s16, v4
	v_mul_lo_u32 v6, s7, v3
	v_add_u32_e32 v5, s6, v4
	v_mul_hi_u32 v6, v3, v6
	v_xor_b32_e32 v4, s6, v5
	v_add_u32_e32 v6, v3, v6
	v_mul_hi_u32 v3, v4, v6
	v_mul_lo_u32 v3, v3, s3
	v_sub_u32_e32 v3, v4, v3
	v_subrev_u32_e32 v4, s3, v3
	v_cmp_le_u32_e32 vcc, s3, v3
	s_abs_i32 s7, s9
	s_lshl_b32 s18, s2, 6
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s3, v3
	v_cmp_le_u32_e32 vcc, s3, v3
	v_or_b32_e32 v2, s18, v2
	s_bfe_i32 s2, s2, 0x10019
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 8, v5
	v_xor_b32_e32 v4, s6, v4
	v_mul_hi_u32 v7, v4, v6
	v_mul_lo_u32 v7, v7, s3
	v_sub_u32_e32 v4, v4, v7
	v_subrev_u32_e32 v7, s3, v4
	v_cmp_le_u32_e32 vcc, s3, v4
	v_add_u32_e32 v2, s2, v2
	v_xor_b32_e32 v2, s2, v2
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_subrev_u32_e32 v7, s3, v4
	v_cmp_le_u32_e32 vcc, s3, v4
	s_bfe_i32 s29, s28, 0x10007
	s_and_b32 s17, s28, 64
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_add_u32_e32 v7, 16, v5
	v_xor_b32_e32 v7, s6, v7
	v_mul_hi_u32 v8, v7, v6
	v_mul_lo_u32 v8, v8, s3
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s3, v7
	v_cmp_le_u32_e32 vcc, s3, v7
	s_add_i32 s30, s10, 31
	v_xor_b32_e32 v3, s6, v3
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s3, v7
	v_cmp_le_u32_e32 vcc, s3, v7
	v_xor_b32_e32 v4, s6, v4
	v_subrev_u32_e32 v3, s6, v3
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 24, v5
	v_xor_b32_e32 v8, s6, v8
	v_mul_hi_u32 v9, v8, v6
	v_mul_lo_u32 v9, v9, s3
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s3, v8
	v_cmp_le_u32_e32 vcc, s3, v8
	v_xor_b32_e32 v7, s6, v7
	v_subrev_u32_e32 v4, s6, v4
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s3, v8
	v_cmp_le_u32_e32 vcc, s3, v8
	v_subrev_u32_e32 v7, s6, v7
	v_lshlrev_b32_e32 v1, 1, v1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 32, v5
	v_xor_b32_e32 v9, s6, v9
	v_mul_hi_u32 v10, v9, v6
	v_mul_lo_u32 v10, v10, s3
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	v_xor_b32_e32 v8, s6, v8
	v_subrev_u32_e32 v8, s6, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s3, v9
	v_cmp_le_u32_e32 vcc, s3, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 40, v5
	v_xor_b32_e32 v10, s6, v10
	v_mul_hi_u32 v11, v10, v6
	v_mul_lo_u32 v11, v11, s3
	v_sub_u32_e32 v10, v10, v11
	v_subrev_u32_e32 v11, s3, v10
	v_cmp_le_u32_e32 vcc, s3, v10
	v_xor_b32_e32 v9, s6, v9
	v_subrev_u32_e32 v9, s6, v9
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s3, v10
	v_cmp_le_u32_e32 vcc, s3, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_add_u32_e32 v11, 48, v5
	v_xor_b32_e32 v11, s6, v11
	v_mul_hi_u32 v12, v11, v6
	v_mul_lo_u32 v12, v12, s3
	v_sub_u32_e32 v11, v11, v12
	v_add_u32_e32 v5, 56, v5
	v_subrev_u32_e32 v12, s3, v11
	v_cmp_le_u32_e32 vcc, s3, v11
	v_xor_b32_e32 v5, s6, v5
	v_mul_hi_u32 v6, v5, v6
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_subrev_u32_e32 v12, s3, v11
	v_cmp_le_u32_e32 vcc, s3, v11
	v_mul_lo_u32 v6, v6, s3
	v_sub_u32_e32 v5, v5, v6
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_cvt_f32_u32_e32 v12, s7
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	v_xor_b32_e32 v10, s6, v10
	v_xor_b32_e32 v11, s6, v11
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s3, v5
	v_cmp_le_u32_e32 vcc, s3, v5
	s_sub_i32 s3, 0, s7
	s_cmp_gt_i32 s30, 31
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_rcp_f32_e32 v6, v12
	s_cselect_b64 s[14:15], -1, 0
	s_lshr_b32 s19, s28, 6
	s_and_b32 s1, s1, 0xffff
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	s_or_b32 s20, s19, 4
	s_or_b32 s21, s19, 8
	s_or_b32 s22, s19, 12
	v_mul_lo_u32 v12, s3, v6
	v_mul_hi_u32 v12, v6, v12
	v_add_u32_e32 v6, v6, v12
	v_mul_hi_u32 v6, v2, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v2, v2, v6
	v_subrev_u32_e32 v6, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	s_or_b32 s23, s19, 16
	s_or_b32 s24, s19, 20
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_subrev_u32_e32 v6, s7, v2
	v_cmp_le_u32_e32 vcc, s7, v2
	s_or_b32 s25, s19, 24
	s_or_b32 s26, s19, 28
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_cmp_gt_i32_e32 vcc, s10, v48
	s_and_b64 vcc, vcc, s[14:15]
	s_cmp_lt_i32 s19, s10
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_lt_i32 s20, s10
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_lt_i32 s21, s10
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_lt_i32 s22, s10
	v_xor_b32_e32 v5, s6, v5
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s23, s10
	v_subrev_u32_e32 v10, s6, v10
	v_subrev_u32_e32 v11, s6, v11
	v_subrev_u32_e32 v5, s6, v5
	v_xor_b32_e32 v2, s2, v2
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s24, s10
	v_subrev_u32_e32 v2, s2, v2
	v_mad_u64_u32 v[28:29], s[2:3], v3, s11, v[48:49]
	v_mad_u64_u32 v[26:27], s[2:3], v4, s11, v[48:49]
	v_mad_u64_u32 v[22:23], s[2:3], v7, s11, v[48:49]
	v_mad_u64_u32 v[30:31], s[2:3], v8, s11, v[48:49]
	v_mad_u64_u32 v[24:25], s[2:3], v9, s11, v[48:49]
	v_mad_u64_u32 v[20:21], s[2:3], v10, s11, v[48:49]
	v_mad_u64_u32 v[62:63], s[2:3], v11, s11, v[48:49]
	v_mad_u64_u32 v[32:33], s[2:3], v5, s11, v[48:49]
	s_mul_i32 s6, s19, s12
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lt_i32 s25, s10
	v_lshlrev_b32_e32 v3, 1, v28
	v_bfrev_b32_e32 v4, 1
	v_lshlrev_b32_e32 v5, 1, v26
	v_lshlrev_b32_e32 v6, 1, v22
	v_lshlrev_b32_e32 v7, 1, v30
	v_lshlrev_b32_e32 v8, 1, v24
	v_lshlrev_b32_e32 v9, 1, v20
	v_lshlrev_b32_e32 v10, 1, v62
	v_lshlrev_b32_e32 v11, 1, v32
	v_add_u32_e32 v34, s6, v2
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s26, s10
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cndmask_b32_e32 v5, v4, v5, vcc
	v_cndmask_b32_e32 v6, v4, v6, vcc
	v_cndmask_b32_e32 v7, v4, v7, vcc
	v_cndmask_b32_e32 v8, v4, v8, vcc
	v_cndmask_b32_e32 v9, v4, v9, vcc
	v_cndmask_b32_e32 v10, v4, v10, vcc
	v_cndmask_b32_e32 v11, v4, v11, vcc
	v_lshl_add_u32 v19, s12, 2, v34
	s_cselect_b64 s[50:51], -1, 0
	v_lshlrev_b32_e32 v2, 1, v34
	s_and_b64 vcc, s[14:15], s[34:35]
	buffer_load_ushort v12, v3, s[0:3], 0 offen
	buffer_load_ushort v13, v5, s[0:3], 0 offen
	buffer_load_ushort v14, v6, s[0:3], 0 offen
	buffer_load_ushort v15, v7, s[0:3], 0 offen
	buffer_load_ushort v16, v8, s[0:3], 0 offen
	buffer_load_ushort v17, v9, s[0:3], 0 offen
	buffer_load_ushort v18, v10, s[0:3], 0 offen
	buffer_load_ushort v27, v11, s[0:3], 0 offen
	v_lshl_add_u32 v21, s12, 3, v34
	v_cndmask_b32_e32 v2, v4, v2, vcc
	v_lshlrev_b32_e32 v3, 1, v19
	s_and_b64 vcc, s[14:15], s[38:39]
	v_mad_u64_u32 v[36:37], s[6:7], s12, 12, v[34:35]
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_lshlrev_b32_e32 v5, 1, v21
	s_and_b64 vcc, s[14:15], s[40:41]
	v_lshl_add_u32 v23, s12, 4, v34
	v_cndmask_b32_e32 v5, v4, v5, vcc
	v_lshlrev_b32_e32 v6, 1, v36
	s_and_b64 vcc, s[14:15], s[42:43]
	v_mad_u64_u32 v[38:39], s[6:7], s12, 20, v[34:35]
	v_cndmask_b32_e32 v6, v4, v6, vcc
	v_lshlrev_b32_e32 v7, 1, v23
	s_and_b64 vcc, s[14:15], s[44:45]
	v_mad_u64_u32 v[40:41], s[6:7], s12, 24, v[34:35]
	v_mad_u64_u32 v[42:43], s[6:7], s12, 28, v[34:35]
	v_cndmask_b32_e32 v7, v4, v7, vcc
	v_lshlrev_b32_e32 v8, 1, v38
	s_and_b64 vcc, s[14:15], s[46:47]
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	v_cndmask_b32_e32 v8, v4, v8, vcc
	buffer_load_ushort v9, v2, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v7, v7, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v8, v8, s[4:7], 0 offen
	v_lshlrev_b32_e32 v2, 1, v40
	s_and_b64 vcc, s[14:15], s[48:49]
	v_cndmask_b32_e32 v2, v4, v2, vcc
	buffer_load_ushort v5, v5, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v10, v2, s[4:7], 0 offen
	v_lshlrev_b32_e32 v2, 1, v42
	s_and_b64 vcc, s[14:15], s[50:51]
	v_cndmask_b32_e32 v2, v4, v2, vcc
	buffer_load_ushort v4, v6, s[4:7], 0 offen
	s_nop 0
	buffer_load_ushort v6, v2, s[4:7], 0 offen
	s_and_b32 s6, s29, 0x110
	v_mov_b32_e32 v2, 0xfe
	v_bitop3_b32 v11, v1, s6, v2 bitop3:0x6c
	v_xor_b32_e32 v29, 32, v11
	v_add_u32_e32 v1, 0, v11
	v_add_u32_e32 v2, 0, v29
	v_xor_b32_e32 v31, 64, v11
	s_waitcnt vmcnt(15)
	ds_write_b16 v1, v12
	s_waitcnt vmcnt(13)
	ds_write_b16 v1, v14 offset:1024
	s_waitcnt vmcnt(11)
	ds_write_b16 v1, v16 offset:2048
	s_waitcnt vmcnt(9)
	ds_write_b16 v1, v18 offset:3072
	ds_write_b16 v2, v13 offset:512
	ds_write_b16 v2, v15 offset:1536
	ds_write_b16 v2, v17 offset:2560
	s_waitcnt vmcnt(8)
	ds_write_b16 v2, v27 offset:3584
	s_waitcnt vmcnt(7)
	ds_write_b16 v1, v9 offset:8192
	s_waitcnt vmcnt(5)
	ds_write_b16 v1, v7 offset:10240
	ds_write_b16 v2, v3 offset:8704
	s_waitcnt vmcnt(4)
	ds_write_b16 v2, v8 offset:10752
	v_add_u32_e32 v1, 0, v31
	v_xor_b32_e32 v35, 0x60, v11
	s_waitcnt vmcnt(3)
	ds_write_b16 v1, v5 offset:9216
	s_waitcnt vmcnt(2)
	ds_write_b16 v1, v10 offset:11264
	v_add_u32_e32 v1, 0, v35
	s_waitcnt vmcnt(1)
	ds_write_b16 v1, v4 offset:9728
	s_waitcnt vmcnt(0)
	ds_write_b16 v1, v6 offset:11776
	s_cmp_gt_i32 s30, 63
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v2, 1, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v4, 24, v3
	s_movk_i32 s6, 0x580
	v_and_or_b32 v4, v1, s6, v4
	s_movk_i32 s6, 0x70
	v_bitop3_b32 v4, v2, v4, s6 bitop3:0x6c
	v_xor_b32_e32 v56, s17, v4
	v_xor_b32_e32 v4, 0x220, v56
	s_mov_b64 s[6:7], 0
	scratch_store_dword off, v4, off offset:44 ; 4-byte Folded Spill
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr4
                                        ; kill: killed $vgpr4
.LBB0_3:                                ; %Flow30
	s_and_b32 s11, s28, 0x80
	s_and_b64 s[6:7], s[6:7], exec
	v_and_b32_e32 v33, 32, v0
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	v_lshlrev_b32_e32 v25, 6, v48
	v_lshlrev_b32_e32 v18, 2, v0
	v_lshrrev_b32_e32 v27, 1, v33
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	v_lshl_or_b32 v0, s11, 4, v25
	v_bitop3_b32 v4, v18, v27, 48 bitop3:0x6c
	v_or_b32_e32 v5, v0, v4
	v_bitop3_b32 v0, v0, 32, v4 bitop3:0x36
	scratch_store_dword off, v0, off offset:36 ; 4-byte Folded Spill
	v_and_b32_e32 v0, 24, v3
	s_movk_i32 s6, 0x580
	v_and_or_b32 v0, v1, s6, v0
	s_movk_i32 s6, 0x70
	v_bitop3_b32 v0, v2, v0, s6 bitop3:0x6c
	v_xor_b32_e32 v56, s17, v0
	v_xor_b32_e32 v0, 0x220, v56
	s_lshr_b32 s28, s30, 5
	scratch_store_dword off, v0, off offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s12, s12, 5
	scratch_store_dword off, v5, off offset:32 ; 4-byte Folded Spill
	s_add_i32 s28, s28, -2
	s_movk_i32 s30, 0x2000
	s_mov_b32 s6, s2
	s_mov_b32 s7, s3
	s_mov_b32 s29, 0
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
	scratch_store_dword off, v11, off offset:40 ; 4-byte Folded Spill
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s31, 0
	scratch_store_dword off, v33, off offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v25, off offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, v18, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v27, off offset:60 ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s33, s31, 1
	s_lshl_b32 s34, s33, 5
	v_add_u32_e32 v28, 32, v28
	s_sub_i32 s34, s10, s34
	v_cmp_gt_i32_e32 vcc, s34, v48
	v_lshlrev_b32_e32 v16, 1, v28
	v_bfrev_b32_e32 v45, 1
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	v_add_u32_e32 v26, 32, v26
	v_add_u32_e32 v22, 32, v22
	v_add_u32_e32 v30, 32, v30
	v_add_u32_e32 v24, 32, v24
	v_add_u32_e32 v20, 32, v20
	v_add_u32_e32 v62, 32, v62
	v_add_u32_e32 v32, 32, v32
	scratch_store_dwordx2 off, v[26:27], off ; 8-byte Folded Spill
	v_add_u32_e32 v34, s12, v34
	s_cmp_lt_i32 s19, s34
	v_add_u32_e32 v19, s12, v19
	v_add_u32_e32 v21, s12, v21
	v_add_u32_e32 v36, s12, v36
	v_add_u32_e32 v23, s12, v23
	v_add_u32_e32 v38, s12, v38
	v_lshlrev_b32_e32 v27, 1, v38
	v_add_u32_e32 v40, s12, v40
	v_add_u32_e32 v42, s12, v42
	v_lshlrev_b32_e32 v46, 1, v42
	s_waitcnt vmcnt(1)
	scratch_store_dword off, v16, off offset:8 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v26
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v16, off offset:12 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v22
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v16, off offset:16 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v30
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v16, off offset:20 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v24
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v16, off offset:24 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v20
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v16, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v16, off offset:28 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v16, 1, v62
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v47, v16, s[0:3], 0 offen
	v_lshlrev_b32_e32 v16, 1, v32
	v_cndmask_b32_e32 v16, v45, v16, vcc
	buffer_load_ushort v37, v16, s[0:3], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v17, off, off offset:32 ; 4-byte Folded Reload
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v16, 1, v34
	v_cndmask_b32_e32 v16, v45, v16, vcc
	s_cmp_lt_i32 s20, s34
	buffer_load_ushort v39, v16, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v16, 1, v19
	v_cndmask_b32_e32 v16, v45, v16, vcc
	s_cmp_lt_i32 s21, s34
	buffer_load_ushort v41, v16, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v16, 1, v21
	v_cndmask_b32_e32 v16, v45, v16, vcc
	s_cmp_lt_i32 s22, s34
	buffer_load_ushort v43, v16, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v16, 1, v36
	v_cndmask_b32_e32 v16, v45, v16, vcc
	s_cmp_lt_i32 s23, s34
	buffer_load_ushort v44, v16, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	v_lshlrev_b32_e32 v16, 1, v23
	s_cmp_lt_i32 s24, s34
	v_cndmask_b32_e32 v16, v45, v16, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v27, v45, v27, vcc
	s_cmp_lt_i32 s25, s34
	buffer_load_ushort v16, v16, s[4:7], 0 offen
	s_cselect_b64 vcc, -1, 0
	buffer_load_ushort v33, v27, s[4:7], 0 offen
	v_lshlrev_b32_e32 v27, 1, v40
	s_cmp_lt_i32 s26, s34
	v_cndmask_b32_e32 v27, v45, v27, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v45, v45, v46, vcc
	buffer_load_ushort v63, v27, s[4:7], 0 offen
	buffer_load_ushort v18, v45, s[4:7], 0 offen
	v_mov_b32_e32 v46, v28
	v_mov_b32_e32 v28, v24
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v45, s27, v17
	scratch_load_dword v17, off, off offset:36 ; 4-byte Folded Reload
	ds_read_b128 v[24:27], v45
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v45, s27, v17
	ds_read_b128 v[50:53], v45
	v_add_u32_e32 v45, s30, v56
	ds_read_b64_tr_b16 v[54:55], v45
	ds_read_b64_tr_b16 v[58:59], v45 offset:2048
	v_xor_b32_e32 v45, 32, v56
	v_add_u32_e32 v45, s30, v45
	v_mov_b32_e32 v17, v56
	ds_read_b64_tr_b16 v[56:57], v45 offset:512
	ds_read_b64_tr_b16 v[60:61], v45 offset:2560
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v45, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dword v49, off, off offset:8 ; 4-byte Folded Reload
	s_add_i32 s27, s29, 1
	s_cmp_lt_i32 s27, 2
	s_cselect_b32 s29, s27, 0
	s_lshl_b32 s27, s29, 12
	v_mfma_f32_32x32x16_f16 v[0:15], v[54:57], v[24:27], v[0:15]
	scratch_load_dwordx2 v[26:27], off, off ; 8-byte Folded Reload
	s_add_i32 s30, s27, 0x2000
	v_mov_b32_e32 v56, v17
	v_mov_b32_e32 v24, v28
	v_mov_b32_e32 v28, v46
	s_cmp_lg_u32 s31, s28
	s_mov_b32 s31, s33
	v_mfma_f32_32x32x16_f16 v[0:15], v[58:61], v[50:53], v[0:15]
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v45, s27, v45
	s_waitcnt vmcnt(1)
	ds_write_b16 v45, v49
	scratch_load_dword v49, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b16 v45, v49 offset:1024
	scratch_load_dword v49, off, off offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b16 v45, v49 offset:2048
	ds_write_b16 v45, v47 offset:3072
	ds_write_b16 v45, v39 offset:8192
	ds_write_b16 v45, v16 offset:10240
	scratch_load_dword v39, off, off offset:12 ; 4-byte Folded Reload
	v_add_u32_e32 v16, s27, v29
	s_waitcnt vmcnt(0)
	ds_write_b16 v16, v39 offset:512
	scratch_load_dword v39, off, off offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b16 v16, v39 offset:1536
	scratch_load_dword v39, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write_b16 v16, v39 offset:2560
	ds_write_b16 v16, v37 offset:3584
	ds_write_b16 v16, v41 offset:8704
	ds_write_b16 v16, v33 offset:10752
	v_add_u32_e32 v16, s27, v31
	ds_write_b16 v16, v43 offset:9216
	ds_write_b16 v16, v63 offset:11264
	v_add_u32_e32 v16, s27, v35
	ds_write_b16 v16, v44 offset:9728
	ds_write_b16 v16, v18 offset:11776
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	scratch_load_dword v33, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v25, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v27, off, off offset:60 ; 4-byte Folded Reload
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s30, 0x2000
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_8:                                ; %._crit_edge
	s_and_b64 s[0:1], s[14:15], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	scratch_load_dword v17, off, off offset:44 ; 4-byte Folded Reload
	v_add_u32_e32 v16, s30, v56
	s_lshl_b32 s0, s11, 4
	s_waitcnt vmcnt(1)
	v_bitop3_b32 v18, v18, v27, 48 bitop3:0x6c
	v_or3_b32 v18, s0, v25, v18
	v_add_u32_e32 v19, s27, v18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v17, s30, v17
	ds_read_b64_tr_b16 v[20:21], v16
	ds_read_b64_tr_b16 v[22:23], v17
	ds_read_b128 v[24:27], v19
	ds_read_b64_tr_b16 v[28:29], v16 offset:2048
	ds_read_b64_tr_b16 v[30:31], v17 offset:2048
	v_xad_u32 v16, v18, 32, s27
	ds_read_b128 v[16:19], v16
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_f16 v[0:15], v[20:23], v[24:27], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[28:31], v[16:19], v[0:15]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v16, 2, v33
	s_lshr_b32 s0, s17, 1
	v_or_b32_e32 v16, s0, v16
	s_lshr_b32 s0, s11, 2
	v_or_b32_e32 v48, s0, v48
	s_mul_i32 s0, s16, s13
	v_or_b32_e32 v17, 23, v16
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v18, 22, v16
	v_or_b32_e32 v19, 21, v16
	v_or_b32_e32 v20, 20, v16
	v_or_b32_e32 v21, 19, v16
	v_or_b32_e32 v22, 18, v16
	v_or_b32_e32 v23, 17, v16
	v_or_b32_e32 v31, 16, v16
	v_or_b32_e32 v33, 7, v16
	v_or_b32_e32 v35, 6, v16
	v_or_b32_e32 v37, 5, v16
	v_or_b32_e32 v39, 4, v16
	v_or_b32_e32 v41, 3, v16
	v_or_b32_e32 v43, 2, v16
	v_or_b32_e32 v45, 1, v16
	v_or_b32_e32 v47, s18, v16
	v_or_b32_e32 v49, s16, v48
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v4, v8, v9
	v_mul_lo_u32 v8, v48, s13
	s_add_i32 s0, s0, s18
	v_or_b32_e32 v24, s18, v17
	v_or_b32_e32 v25, s18, v18
	v_or_b32_e32 v26, s18, v19
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v27, s18, v20
	v_or_b32_e32 v28, s18, v21
	v_or_b32_e32 v29, s18, v22
	v_or_b32_e32 v30, s18, v23
	v_or_b32_e32 v32, s18, v31
	v_or_b32_e32 v34, s18, v33
	v_or_b32_e32 v36, s18, v35
	v_or_b32_e32 v38, s18, v37
	v_or_b32_e32 v40, s18, v39
	v_or_b32_e32 v42, s18, v41
	v_or_b32_e32 v44, s18, v43
	v_or_b32_e32 v46, s18, v45
	v_add_u32_e32 v8, s0, v8
	v_cmp_gt_i32_e32 vcc, s8, v49
	v_cmp_gt_i32_e64 s[26:27], s9, v47
	v_cmp_gt_i32_e64 s[28:29], s9, v46
	v_cmp_gt_i32_e64 s[30:31], s9, v44
	v_cmp_gt_i32_e64 s[34:35], s9, v42
	v_cmp_gt_i32_e64 s[22:23], s9, v40
	v_cmp_gt_i32_e64 s[20:21], s9, v38
	v_cmp_gt_i32_e64 s[18:19], s9, v36
	v_cmp_gt_i32_e64 s[16:17], s9, v34
	v_cmp_gt_i32_e64 s[14:15], s9, v32
	v_cmp_gt_i32_e64 s[12:13], s9, v30
	v_cmp_gt_i32_e64 s[10:11], s9, v29
	v_cmp_gt_i32_e64 s[24:25], s9, v28
	v_cmp_gt_i32_e64 s[6:7], s9, v27
	v_cmp_gt_i32_e64 s[4:5], s9, v26
	v_cmp_gt_i32_e64 s[2:3], s9, v25
	v_cmp_gt_i32_e64 s[0:1], s9, v24
	v_add_lshl_u32 v16, v8, v16, 1
	v_bfrev_b32_e32 v25, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_permlane32_swap_b32_e32 v0, v2
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_cndmask_b32_e64 v16, v25, v16, s[8:9]
	v_lshrrev_b32_e32 v9, 16, v0
	buffer_store_short v0, v16, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v45, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	v_cvt_pk_f16_f32 v3, v6, v7
	buffer_store_short v9, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v43, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_permlane32_swap_b32_e32 v1, v3
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v1, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v41, 1
	s_and_b64 s[8:9], vcc, s[34:35]
	v_cvt_pk_f16_f32 v5, v10, v11
	v_lshrrev_b32_e32 v10, 16, v1
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v10, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v39, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v2, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v37, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_lshrrev_b32_e32 v11, 16, v2
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v11, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v35, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v3, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v33, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_cvt_pk_f16_f32 v6, v12, v13
	v_lshrrev_b32_e32 v12, 16, v3
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v12, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v31, 1
	s_and_b64 s[8:9], vcc, s[14:15]
	v_permlane32_swap_b32_e32 v4, v6
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v4, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v23, 1
	s_and_b64 s[8:9], vcc, s[12:13]
	v_lshrrev_b32_e32 v13, 16, v4
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	v_cvt_pk_f16_f32 v7, v14, v15
	buffer_store_short v13, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v22, 1
	s_and_b64 s[8:9], vcc, s[10:11]
	v_permlane32_swap_b32_e32 v5, v7
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v5, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v21, 1
	s_and_b64 s[8:9], vcc, s[24:25]
	v_lshrrev_b32_e32 v14, 16, v5
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v14, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v20, 1
	s_and_b64 s[6:7], vcc, s[6:7]
	v_cndmask_b32_e64 v0, v25, v0, s[6:7]
	buffer_store_short v6, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v19, 1
	s_and_b64 s[4:5], vcc, s[4:5]
	v_lshrrev_b32_e32 v15, 16, v6
	v_cndmask_b32_e64 v0, v25, v0, s[4:5]
	buffer_store_short v15, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v18, 1
	s_and_b64 s[2:3], vcc, s[2:3]
	v_cndmask_b32_e64 v0, v25, v0, s[2:3]
	buffer_store_short v7, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v17, 1
	s_and_b64 vcc, vcc, s[0:1]
	v_lshrrev_b32_e32 v24, 16, v7
	v_cndmask_b32_e32 v0, v25, v0, vcc
	buffer_store_short v24, v0, s[36:39], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 68
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 52
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
	.set .Lmatmul_kernel.num_vgpr, 64
	.set .Lmatmul_kernel.num_agpr, 0
	.set .Lmatmul_kernel.numbered_sgpr, 52
	.set .Lmatmul_kernel.num_named_barrier, 0
	.set .Lmatmul_kernel.private_seg_size, 68
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4508
; TotalNumSgprs: 58
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 68
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
    .private_segment_fixed_size: 68
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 17
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
