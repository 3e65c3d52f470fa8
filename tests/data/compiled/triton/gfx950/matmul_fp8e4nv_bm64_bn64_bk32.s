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
	s_add_i32 s1, s9, 63
	s_mov_b64 s[20:21], s[2:3]
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s1, s1, s2
	s_ashr_i32 s1, s1, 6
	s_abs_i32 s2, s1
	v_cvt_f32_u32_e32 v1, s2
	s_sub_i32 s14, 0, s2
	s_mov_b64 s[36:37], s[6:7]
	s_add_i32 s3, s8, 63
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s7, s16
	s_ashr_i32 s6, s3, 31
	s_lshr_b32 s6, s6, 26
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s29, v0
	s_add_i32 s3, s3, s6
	s_xor_b32 s6, s16, s1
	v_readfirstlane_b32 s15, v1
	s_mul_i32 s14, s14, s15
	s_mul_hi_u32 s14, s15, s14
	s_add_i32 s15, s15, s14
	s_mul_hi_u32 s14, s7, s15
	s_mul_i32 s15, s14, s2
	s_sub_i32 s7, s7, s15
	s_and_b32 s0, s29, 0xc0
	s_ashr_i32 s3, s3, 6
	s_ashr_i32 s6, s6, 31
	s_add_i32 s15, s14, 1
	s_sub_i32 s17, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s14, s15, s14
	s_cselect_b32 s7, s17, s7
	s_add_i32 s15, s14, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s15, s14
	s_xor_b32 s2, s2, s6
	s_sub_i32 s2, s2, s6
	s_sub_i32 s3, s3, s2
	s_min_i32 s3, s3, 1
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	s_mul_i32 s1, s2, s1
	s_sub_i32 s7, s16, s1
	s_sub_i32 s15, 0, s6
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s14, s7
	s_xor_b32 s1, s7, s3
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_and_b32_e32 v50, 31, v0
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_readfirstlane_b32 s16, v1
	s_mul_i32 s15, s15, s16
	s_mul_hi_u32 s15, s16, s15
	s_add_i32 s16, s16, s15
	s_mul_hi_u32 s15, s14, s16
	s_mul_i32 s16, s15, s6
	s_sub_i32 s14, s14, s16
	s_add_i32 s16, s15, 1
	s_sub_i32 s17, s14, s6
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s15, s16, s15
	s_cselect_b32 s14, s17, s14
	s_add_i32 s16, s15, 1
	s_cmp_ge_u32 s14, s6
	s_cselect_b32 s6, s16, s15
	s_xor_b32 s6, s6, s1
	s_sub_i32 s1, s6, s1
	s_mul_i32 s3, s1, s3
	s_sub_i32 s3, s7, s3
	s_add_i32 s3, s3, s2
	s_abs_i32 s2, s8
	v_cvt_f32_u32_e32 v2, s2
	v_and_b32_e32 v1, 63, v0
	v_or_b32_e32 v16, s0, v1
	s_lshl_b32 s14, s3, 6
	v_rcp_f32_e32 v2, v2
	v_lshrrev_b32_e32 v3, 5, v16
	s_sub_i32 s6, 0, s2
	v_or_b32_e32 v3, s14, v3
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_bfe_i32 s3, s3, 0x10019
	v_add_u32_e32 v4, s3, v3
	v_xor_b32_e32 v3, s3, v4
	v_mul_lo_u32 v5, s6, v2
	v_mul_hi_u32 v5, v2, v5
	v_add_u32_e32 v5, v2, v5
	v_mul_hi_u32 v2, v3, v5
	v_mul_lo_u32 v2, v2, s2
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	s_abs_i32 s6, s9
	s_lshl_b32 s15, s1, 6
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s2, v2
	v_cmp_le_u32_e32 vcc, s2, v2
	s_bfe_i32 s1, s1, 0x10019
	s_lshr_b32 s16, s29, 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 8, v4
	v_xor_b32_e32 v3, s3, v3
	v_mul_hi_u32 v6, v3, v5
	v_mul_lo_u32 v6, v6, s2
	v_sub_u32_e32 v3, v3, v6
	v_subrev_u32_e32 v6, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	v_xor_b32_e32 v2, s3, v2
	v_subrev_u32_e32 v2, s3, v2
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_subrev_u32_e32 v6, s2, v3
	v_cmp_le_u32_e32 vcc, s2, v3
	s_add_i32 s30, s10, 31
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_add_u32_e32 v6, 16, v4
	v_xor_b32_e32 v6, s3, v6
	v_mul_hi_u32 v7, v6, v5
	v_mul_lo_u32 v7, v7, s2
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s2, v6
	v_cmp_le_u32_e32 vcc, s2, v6
	v_xor_b32_e32 v3, s3, v3
	v_subrev_u32_e32 v3, s3, v3
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s2, v6
	v_cmp_le_u32_e32 vcc, s2, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 24, v4
	v_xor_b32_e32 v7, s3, v7
	v_mul_hi_u32 v8, v7, v5
	v_mul_lo_u32 v8, v8, s2
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s2, v7
	v_cmp_le_u32_e32 vcc, s2, v7
	v_xor_b32_e32 v6, s3, v6
	v_subrev_u32_e32 v6, s3, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s2, v7
	v_cmp_le_u32_e32 vcc, s2, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 32, v4
	v_xor_b32_e32 v8, s3, v8
	v_mul_hi_u32 v9, v8, v5
	v_mul_lo_u32 v9, v9, s2
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s2, v8
	v_cmp_le_u32_e32 vcc, s2, v8
	v_xor_b32_e32 v7, s3, v7
	v_subrev_u32_e32 v7, s3, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s2, v8
	v_cmp_le_u32_e32 vcc, s2, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 40, v4
	v_xor_b32_e32 v9, s3, v9
	v_mul_hi_u32 v10, v9, v5
	v_mul_lo_u32 v10, v10, s2
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s2, v9
	v_cmp_le_u32_e32 vcc, s2, v9
	v_xor_b32_e32 v8, s3, v8
	v_subrev_u32_e32 v8, s3, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s2, v9
	v_cmp_le_u32_e32 vcc, s2, v9
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 48, v4
	v_xor_b32_e32 v10, s3, v10
	v_mul_hi_u32 v11, v10, v5
	v_mul_lo_u32 v11, v11, s2
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v4, 56, v4
	v_subrev_u32_e32 v11, s2, v10
	v_cmp_le_u32_e32 vcc, s2, v10
	v_xor_b32_e32 v4, s3, v4
	v_mul_hi_u32 v5, v4, v5
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s2, v10
	v_cmp_le_u32_e32 vcc, s2, v10
	v_mul_lo_u32 v5, v5, s2
	v_sub_u32_e32 v4, v4, v5
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cvt_f32_u32_e32 v11, s6
	v_subrev_u32_e32 v5, s2, v4
	v_cmp_le_u32_e32 vcc, s2, v4
	v_xor_b32_e32 v9, s3, v9
	v_xor_b32_e32 v10, s3, v10
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s2, v4
	v_cmp_le_u32_e32 vcc, s2, v4
	s_sub_i32 s2, 0, s6
	v_subrev_u32_e32 v9, s3, v9
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_rcp_f32_e32 v5, v11
	v_or_b32_e32 v11, s15, v1
	v_add_u32_e32 v11, s1, v11
	v_xor_b32_e32 v11, s1, v11
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_xor_b32_e32 v4, s3, v4
	v_subrev_u32_e32 v10, s3, v10
	v_subrev_u32_e32 v4, s3, v4
	v_mul_lo_u32 v12, s2, v5
	v_mul_hi_u32 v12, v5, v12
	v_add_u32_e32 v5, v5, v12
	v_mul_hi_u32 v5, v11, v5
	v_mul_lo_u32 v5, v5, s6
	v_sub_u32_e32 v5, v11, v5
	v_subrev_u32_e32 v11, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	v_mad_u64_u32 v[18:19], s[2:3], v2, s11, v[50:51]
	v_mad_u64_u32 v[20:21], s[2:3], v3, s11, v[50:51]
	v_cndmask_b32_e32 v5, v5, v11, vcc
	v_subrev_u32_e32 v11, s6, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	v_mad_u64_u32 v[22:23], s[2:3], v6, s11, v[50:51]
	v_mad_u64_u32 v[52:53], s[2:3], v7, s11, v[50:51]
	v_mad_u64_u32 v[26:27], s[2:3], v8, s11, v[50:51]
	v_mad_u64_u32 v[28:29], s[2:3], v9, s11, v[50:51]
	v_mad_u64_u32 v[30:31], s[2:3], v10, s11, v[50:51]
	v_mad_u64_u32 v[32:33], s[2:3], v4, s11, v[50:51]
	s_cmp_gt_i32 s30, 31
	v_cndmask_b32_e32 v5, v5, v11, vcc
	s_cselect_b64 s[2:3], -1, 0
	v_cmp_gt_i32_e32 vcc, s10, v50
	s_lshr_b32 s17, s29, 6
	s_and_b32 s21, s21, 0xffff
	s_and_b64 vcc, vcc, s[2:3]
	s_or_b32 s18, s17, 4
	s_or_b32 s19, s17, 8
	s_or_b32 s24, s17, 12
	s_or_b32 s25, s17, 16
	s_or_b32 s26, s17, 20
	s_or_b32 s27, s17, 24
	s_or_b32 s28, s17, 28
	s_cmp_lt_i32 s17, s10
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_lt_i32 s18, s10
	s_cselect_b64 s[38:39], -1, 0
	s_cmp_lt_i32 s19, s10
	s_cselect_b64 s[40:41], -1, 0
	s_cmp_lt_i32 s24, s10
	s_cselect_b64 s[42:43], -1, 0
	s_cmp_lt_i32 s25, s10
	s_cselect_b64 s[44:45], -1, 0
	s_cmp_lt_i32 s26, s10
	v_xor_b32_e32 v5, s1, v5
	s_cselect_b64 s[46:47], -1, 0
	s_cmp_lt_i32 s27, s10
	v_subrev_u32_e32 v5, s1, v5
	v_bfrev_b32_e32 v2, 1
	s_mul_i32 s1, s17, s12
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_lt_i32 s28, s10
	v_cndmask_b32_e32 v3, v2, v18, vcc
	v_cndmask_b32_e32 v4, v2, v20, vcc
	v_cndmask_b32_e32 v6, v2, v22, vcc
	v_cndmask_b32_e32 v7, v2, v52, vcc
	v_cndmask_b32_e32 v8, v2, v26, vcc
	v_cndmask_b32_e32 v9, v2, v28, vcc
	v_cndmask_b32_e32 v10, v2, v30, vcc
	v_cndmask_b32_e32 v11, v2, v32, vcc
	v_add_u32_e32 v34, s1, v5
	s_cselect_b64 s[50:51], -1, 0
	s_and_b64 vcc, s[2:3], s[34:35]
	buffer_load_ubyte v12, v3, s[20:23], 0 offen
	buffer_load_ubyte v13, v4, s[20:23], 0 offen
	buffer_load_ubyte v14, v6, s[20:23], 0 offen
	buffer_load_ubyte v15, v7, s[20:23], 0 offen
	buffer_load_ubyte v19, v8, s[20:23], 0 offen
	buffer_load_ubyte v25, v9, s[20:23], 0 offen
	buffer_load_ubyte v29, v10, s[20:23], 0 offen
	buffer_load_ubyte v31, v11, s[20:23], 0 offen
	v_lshl_add_u32 v21, s12, 2, v34
	v_cndmask_b32_e32 v3, v2, v34, vcc
	s_and_b64 vcc, s[2:3], s[38:39]
	v_lshl_add_u32 v23, s12, 3, v34
	v_cndmask_b32_e32 v4, v2, v21, vcc
	s_and_b64 vcc, s[2:3], s[40:41]
	v_mad_u64_u32 v[36:37], s[6:7], s12, 12, v[34:35]
	v_cndmask_b32_e32 v5, v2, v23, vcc
	s_and_b64 vcc, s[2:3], s[42:43]
	v_lshl_add_u32 v27, s12, 4, v34
	v_cndmask_b32_e32 v6, v2, v36, vcc
	s_and_b64 vcc, s[2:3], s[44:45]
	v_mad_u64_u32 v[38:39], s[6:7], s12, 20, v[34:35]
	v_mad_u64_u32 v[40:41], s[6:7], s12, 24, v[34:35]
	v_mad_u64_u32 v[42:43], s[6:7], s12, 28, v[34:35]
	v_cndmask_b32_e32 v7, v2, v27, vcc
	s_and_b64 vcc, s[2:3], s[46:47]
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s22
	s_mov_b32 s7, s23
	v_cndmask_b32_e32 v8, v2, v38, vcc
	s_and_b64 vcc, s[2:3], s[48:49]
	buffer_load_ubyte v9, v3, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v7, v7, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v10, v4, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v8, v8, s[4:7], 0 offen
	v_cndmask_b32_e32 v3, v2, v40, vcc
	s_and_b64 vcc, s[2:3], s[50:51]
	buffer_load_ubyte v5, v5, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v11, v3, s[4:7], 0 offen
	v_cndmask_b32_e32 v2, v2, v42, vcc
	buffer_load_ubyte v6, v6, s[4:7], 0 offen
	s_nop 0
	buffer_load_ubyte v33, v2, s[4:7], 0 offen
	v_bitop3_b32 v35, s0, 8, v1 bitop3:0x36
	v_add_u32_e32 v3, 0, v16
	v_add_u32_e32 v4, 0, v35
	v_bitop3_b32 v37, s0, 16, v1 bitop3:0x36
	v_bitop3_b32 v39, s0, 24, v1 bitop3:0x36
	s_waitcnt vmcnt(15)
	ds_write_b8 v3, v12
	s_waitcnt vmcnt(13)
	ds_write_b8 v3, v14 offset:512
	s_waitcnt vmcnt(11)
	ds_write_b8 v3, v19 offset:1024
	s_waitcnt vmcnt(9)
	ds_write_b8 v3, v29 offset:1536
	ds_write_b8 v4, v13 offset:256
	ds_write_b8 v4, v15 offset:768
	ds_write_b8 v4, v25 offset:1280
	s_waitcnt vmcnt(8)
	ds_write_b8 v4, v31 offset:1792
	s_waitcnt vmcnt(7)
	ds_write_b8 v3, v9 offset:4096
	s_waitcnt vmcnt(6)
	ds_write_b8 v3, v7 offset:5120
	s_waitcnt vmcnt(5)
	ds_write_b8 v4, v10 offset:4352
	s_waitcnt vmcnt(4)
	ds_write_b8 v4, v8 offset:5376
	v_add_u32_e32 v3, 0, v37
	v_add_u32_e32 v1, 0, v39
	s_mov_b32 s38, 0
	v_and_b32_e32 v2, 32, v0
	s_waitcnt vmcnt(3)
	ds_write_b8 v3, v5 offset:4608
	s_waitcnt vmcnt(2)
	ds_write_b8 v3, v11 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v1, v6 offset:4864
	s_waitcnt vmcnt(0)
	ds_write_b8 v1, v33 offset:5888
	s_cmp_gt_i32 s30, 63
	v_lshlrev_b32_e32 v25, 5, v0
	v_and_b32_e32 v1, 24, v0
	v_lshlrev_b32_e32 v3, 3, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_movk_i32 s0, 0x1c0
	v_and_b32_e32 v19, 8, v3
	v_and_or_b32 v29, v25, s0, v1
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr29
.LBB0_3:                                ; %Flow30
	s_and_b32 s11, s29, 0x80
	s_and_b32 s16, s16, 32
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_lshrrev_b32_e32 v24, 2, v2
	s_cmp_lg_u32 s0, 1
	v_bfe_i32 v31, v0, 3, 1
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_movk_i32 s0, 0x108
	v_bitop3_b32 v0, v31, v24, s0 bitop3:0x6c
	scratch_store_dword off, v0, off        ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0x210
	s_movk_i32 s0, 0x1c0
	v_and_b32_e32 v2, 8, v3
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_and_or_b32 v1, v25, s0, v1
	s_lshr_b32 s30, s30, 5
	v_bitop3_b32 v43, v0, v1, v2 bitop3:0x36
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s12, s12, 5
	s_lshl_b32 s29, s11, 3
	scratch_store_dword off, v2, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v1, off offset:12 ; 4-byte Folded Spill
	s_movk_i32 s33, 0x1000
	s_add_i32 s30, s30, -2
	s_mov_b32 s6, s22
	s_mov_b32 s7, s23
	s_mov_b32 s31, 0
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
	s_mov_b32 s34, 0
	scratch_store_dword off, v24, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:16 ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s35, s34, 1
	s_lshl_b32 s0, s35, 5
	s_sub_i32 s39, s10, s0
	v_add_u32_e32 v18, 32, v18
	v_cmp_gt_i32_e64 s[0:1], s39, v50
	v_bfrev_b32_e32 v44, 1
	v_add_u32_e32 v20, 32, v20
	v_cndmask_b32_e64 v29, v44, v18, s[0:1]
	buffer_load_ubyte v53, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v20, s[0:1]
	v_add_u32_e32 v22, 32, v22
	buffer_load_ubyte v41, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v22, s[0:1]
	v_add_u32_e32 v52, 32, v52
	buffer_load_ubyte v54, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v52, s[0:1]
	v_add_u32_e32 v26, 32, v26
	buffer_load_ubyte v55, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v26, s[0:1]
	v_add_u32_e32 v28, 32, v28
	buffer_load_ubyte v56, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v28, s[0:1]
	v_add_u32_e32 v30, 32, v30
	buffer_load_ubyte v57, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v30, s[0:1]
	v_add_u32_e32 v32, 32, v32
	buffer_load_ubyte v58, v29, s[20:23], 0 offen
	v_cndmask_b32_e64 v29, v44, v32, s[0:1]
	buffer_load_ubyte v59, v29, s[20:23], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v19, off, off        ; 4-byte Folded Reload
	s_add_i32 s38, s29, s38
	s_cmp_lt_i32 s17, s39
	v_add_u32_e32 v34, s12, v34
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s18, s39
	v_cndmask_b32_e64 v29, v44, v34, s[0:1]
	v_add_u32_e32 v21, s12, v21
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s19, s39
	buffer_load_ubyte v60, v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v29, v44, v21, s[0:1]
	v_add_u32_e32 v23, s12, v23
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s24, s39
	buffer_load_ubyte v61, v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v29, v44, v23, s[0:1]
	v_add_u32_e32 v36, s12, v36
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s25, s39
	buffer_load_ubyte v62, v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v29, v44, v36, s[0:1]
	v_add_u32_e32 v27, s12, v27
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s26, s39
	buffer_load_ubyte v63, v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v29, v44, v27, s[0:1]
	v_add_u32_e32 v38, s12, v38
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s27, s39
	v_cndmask_b32_e64 v31, v44, v38, s[0:1]
	v_add_u32_e32 v40, s12, v40
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s28, s39
	v_cndmask_b32_e64 v33, v44, v40, s[0:1]
	v_add_u32_e32 v42, s12, v42
	s_cselect_b64 s[0:1], -1, 0
	buffer_load_ubyte v29, v29, s[4:7], 0 offen
	v_cndmask_b32_e64 v44, v44, v42, s[0:1]
	buffer_load_ubyte v31, v31, s[4:7], 0 offen
	s_add_i32 s0, s33, s16
	buffer_load_ubyte v33, v33, s[4:7], 0 offen
	v_mov_b32_e32 v24, v50
	buffer_load_ubyte v17, v44, s[4:7], 0 offen
	v_and_b32_e32 v44, 0x2e0, v25
	v_add_u32_e32 v50, s0, v43
	ds_read_b64_tr_b8 v[48:49], v50
	ds_read_b64_tr_b8 v[50:51], v50 offset:1024
	s_add_i32 s0, s31, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s31, s0, 0
	s_waitcnt vmcnt(8)
	v_add3_u32 v46, s38, v44, v19
	ds_read_b64 v[44:45], v46
	ds_read_b64 v[46:47], v46 offset:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[48:49], v[44:45], v[0:15]
	s_lshl_b32 s38, s31, 11
	v_add_u32_e32 v19, s38, v16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v19, v53
	ds_write_b8 v19, v54 offset:512
	ds_write_b8 v19, v56 offset:1024
	ds_write_b8 v19, v58 offset:1536
	s_waitcnt vmcnt(7)
	ds_write_b8 v19, v60 offset:4096
	s_waitcnt vmcnt(3)
	ds_write_b8 v19, v29 offset:5120
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[50:51], v[46:47], v[0:15]
	v_add_u32_e32 v19, s38, v35
	ds_write_b8 v19, v41 offset:256
	ds_write_b8 v19, v55 offset:768
	ds_write_b8 v19, v57 offset:1280
	ds_write_b8 v19, v59 offset:1792
	ds_write_b8 v19, v61 offset:4352
	s_waitcnt vmcnt(2)
	ds_write_b8 v19, v31 offset:5376
	v_add_u32_e32 v19, s38, v37
	s_add_i32 s33, s38, 0x1000
	ds_write_b8 v19, v62 offset:4608
	s_waitcnt vmcnt(1)
	ds_write_b8 v19, v33 offset:5632
	v_add_u32_e32 v19, s38, v39
	v_mov_b32_e32 v50, v24
	s_cmp_lg_u32 s34, s30
	s_mov_b32 s34, s35
	ds_write_b8 v19, v63 offset:4864
	s_waitcnt vmcnt(0)
	ds_write_b8 v19, v17 offset:5888
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	scratch_load_dword v24, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v29, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v31, off, off offset:16 ; 4-byte Folded Reload
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v15, 0
	s_movk_i32 s33, 0x1000
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
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	v_mov_b32_e32 v17, 0x210
	v_cndmask_b32_e64 v17, v17, 0, vcc
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v17, v17, v19
	s_add_i32 s33, s33, s16
	s_waitcnt vmcnt(1)
	v_xad_u32 v17, v17, v29, s33
	ds_read_b64_tr_b8 v[26:27], v17
	s_movk_i32 s0, 0x108
	v_and_b32_e32 v18, 0x2e0, v25
	s_waitcnt vmcnt(0)
	v_bitop3_b32 v19, v31, v24, s0 bitop3:0x6c
	s_lshl3_add_u32 s0, s11, s38
	v_add3_u32 v18, s0, v18, v19
	ds_read2_b64 v[20:23], v18 offset1:2
	ds_read_b64_tr_b8 v[18:19], v17 offset:1024
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[26:27], v[20:21], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[18:19], v[22:23], v[0:15]
.LBB0_10:                               ; %._crit_edge._crit_edge
	s_lshr_b32 s0, s11, 2
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v24, s16, v24
	v_or_b32_e32 v16, s0, v50
	s_mul_i32 s0, s14, s13
	v_or_b32_e32 v17, 23, v24
	v_or_b32_e32 v18, 22, v24
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v19, 21, v24
	v_or_b32_e32 v20, 20, v24
	v_or_b32_e32 v21, 19, v24
	v_or_b32_e32 v22, 18, v24
	v_or_b32_e32 v23, 17, v24
	v_or_b32_e32 v32, 16, v24
	v_or_b32_e32 v34, 7, v24
	v_or_b32_e32 v36, 6, v24
	v_or_b32_e32 v38, 5, v24
	v_or_b32_e32 v40, 4, v24
	v_or_b32_e32 v42, 3, v24
	v_or_b32_e32 v44, 2, v24
	v_or_b32_e32 v46, 1, v24
	v_or_b32_e32 v48, s15, v24
	v_or_b32_e32 v49, s14, v16
	v_cvt_pk_f16_f32 v0, v0, v1
	v_cvt_pk_f16_f32 v1, v2, v3
	v_cvt_pk_f16_f32 v2, v4, v5
	v_cvt_pk_f16_f32 v4, v8, v9
	v_mul_lo_u32 v8, v16, s13
	s_add_i32 s0, s0, s15
	v_or_b32_e32 v25, s15, v17
	v_or_b32_e32 v26, s15, v18
	v_or_b32_e32 v27, s15, v19
	v_or_b32_e32 v28, s15, v20
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v29, s15, v21
	v_or_b32_e32 v30, s15, v22
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v31, s15, v23
	v_or_b32_e32 v33, s15, v32
	v_or_b32_e32 v35, s15, v34
	v_or_b32_e32 v37, s15, v36
	v_or_b32_e32 v39, s15, v38
	v_or_b32_e32 v41, s15, v40
	v_or_b32_e32 v43, s15, v42
	v_or_b32_e32 v45, s15, v44
	v_or_b32_e32 v47, s15, v46
	v_add_u32_e32 v8, s0, v8
	v_cmp_gt_i32_e32 vcc, s8, v49
	v_cmp_gt_i32_e64 s[26:27], s9, v48
	v_cmp_gt_i32_e64 s[28:29], s9, v47
	v_cmp_gt_i32_e64 s[30:31], s9, v45
	v_cmp_gt_i32_e64 s[34:35], s9, v43
	v_cmp_gt_i32_e64 s[22:23], s9, v41
	v_cmp_gt_i32_e64 s[20:21], s9, v39
	v_cmp_gt_i32_e64 s[18:19], s9, v37
	v_cmp_gt_i32_e64 s[16:17], s9, v35
	v_cmp_gt_i32_e64 s[14:15], s9, v33
	v_cmp_gt_i32_e64 s[12:13], s9, v31
	v_cmp_gt_i32_e64 s[10:11], s9, v30
	v_cmp_gt_i32_e64 s[24:25], s9, v29
	v_cmp_gt_i32_e64 s[6:7], s9, v28
	v_cmp_gt_i32_e64 s[4:5], s9, v27
	v_cmp_gt_i32_e64 s[2:3], s9, v26
	v_cmp_gt_i32_e64 s[0:1], s9, v25
	v_add_lshl_u32 v24, v8, v24, 1
	v_bfrev_b32_e32 v25, 1
	s_and_b64 s[8:9], vcc, s[26:27]
	v_permlane32_swap_b32_e32 v0, v2
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s39, 0x27000
	s_mov_b32 s38, 0x7ffffffe
	v_cndmask_b32_e64 v24, v25, v24, s[8:9]
	v_lshrrev_b32_e32 v9, 16, v0
	buffer_store_short v0, v24, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v46, 1
	s_and_b64 s[8:9], vcc, s[28:29]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	v_cvt_pk_f16_f32 v3, v6, v7
	buffer_store_short v9, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v44, 1
	s_and_b64 s[8:9], vcc, s[30:31]
	v_permlane32_swap_b32_e32 v1, v3
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v1, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v42, 1
	s_and_b64 s[8:9], vcc, s[34:35]
	v_cvt_pk_f16_f32 v5, v10, v11
	v_lshrrev_b32_e32 v10, 16, v1
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v10, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v40, 1
	s_and_b64 s[8:9], vcc, s[22:23]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v2, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v38, 1
	s_and_b64 s[8:9], vcc, s[20:21]
	v_lshrrev_b32_e32 v11, 16, v2
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v11, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v36, 1
	s_and_b64 s[8:9], vcc, s[18:19]
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v3, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v34, 1
	s_and_b64 s[8:9], vcc, s[16:17]
	v_cvt_pk_f16_f32 v6, v12, v13
	v_lshrrev_b32_e32 v12, 16, v3
	v_cndmask_b32_e64 v0, v25, v0, s[8:9]
	buffer_store_short v12, v0, s[36:39], 0 offen
	v_add_lshl_u32 v0, v8, v32, 1
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
	v_lshrrev_b32_e32 v16, 16, v7
	v_cndmask_b32_e32 v0, v25, v0, vcc
	buffer_store_short v16, v0, s[36:39], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	matmul_kernel, .Lfunc_end0-matmul_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24
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
	.set .Lmatmul_kernel.private_seg_size, 24
	.set .Lmatmul_kernel.uses_vcc, 1
	.set .Lmatmul_kernel.uses_flat_scratch, 0
	.set .Lmatmul_kernel.has_dyn_sized_stack, 0
	.set .Lmatmul_kernel.has_recursion, 0
	.set .Lmatmul_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4184
; TotalNumSgprs: 58
; NumVgprs: 64
; NumAgprs: 0
; TotalNumVgprs: 64
; ScratchSize: 24
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
    .private_segment_fixed_size: 24
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         matmul_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
