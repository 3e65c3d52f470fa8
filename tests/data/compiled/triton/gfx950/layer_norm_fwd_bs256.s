	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	_layer_norm_fwd_fused           ; -- Begin function _layer_norm_fwd_fused
	.p2align	8
	.type	_layer_norm_fwd_fused,@function
_layer_norm_fwd_fused:                  ; @_layer_norm_fwd_fused
; %bb.14:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.15:
.LBB0_0:
	v_lshlrev_b32_e32 v1, 2, v0
	s_mul_i32 s14, s14, s16
	v_or_b32_e32 v8, 3, v1
	v_or_b32_e32 v9, 2, v1
	v_add_u32_e32 v10, s14, v9
	v_add_u32_e32 v11, s14, v8
	s_cmp_gt_i32 s15, 0
	s_mov_b64 s[20:21], s[6:7]
	s_mov_b64 s[24:25], s[2:3]
	s_mov_b32 s2, 0
	s_cselect_b64 s[18:19], -1, 0
	s_cmp_lt_i32 s15, 1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v13, 1, v11
	v_lshlrev_b32_e32 v14, 1, v10
	v_lshlrev_b32_e32 v6, 3, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v2, 0
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b32 s29, s25, 0xffff
	v_lshl_add_u32 v7, s14, 1, v6
	v_bfrev_b32_e32 v12, 1
	s_mov_b32 s28, s24
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v16, v13
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v17, s2, v1
	v_add_u32_e32 v18, s2, v9
	v_cmp_gt_i32_e32 vcc, s15, v17
	v_add_u32_e32 v19, s2, v8
	v_add_u32_e32 v21, 1, v17
	v_cndmask_b32_e32 v17, v12, v7, vcc
	v_cmp_gt_i32_e32 vcc, s15, v18
	v_add_u32_e32 v20, 2, v7
	s_addk_i32 s2, 0x100
	v_cndmask_b32_e32 v18, v12, v15, vcc
	v_cmp_gt_i32_e32 vcc, s15, v19
	v_add_u32_e32 v15, 0x200, v15
	v_add_u32_e32 v7, 0x200, v7
	v_cndmask_b32_e32 v19, v12, v16, vcc
	v_cmp_gt_i32_e32 vcc, s15, v21
	v_add_u32_e32 v16, 0x200, v16
	s_cmp_lt_i32 s2, s15
	v_cndmask_b32_e32 v20, v12, v20, vcc
	buffer_load_ushort v21, v17, s[28:31], 0 offen
	buffer_load_ushort v22, v20, s[28:31], 0 offen
	buffer_load_ushort v23, v19, s[28:31], 0 offen
	buffer_load_ushort v24, v18, s[28:31], 0 offen
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v18, v21
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v19, v22
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v21, v23
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v20, v24
	v_pk_add_f32 v[4:5], v[4:5], v[18:19]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
.LBB0_4:                                ; %Flow44
	s_nop 0
	v_add_f32_e32 v2, v2, v3
	v_cvt_f32_i32_e32 v15, s15
	s_load_dword s17, s[0:1], 0x38
	v_add_f32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_b64 s[0:1], s[18:19], exec
	v_or_b32_e32 v12, 1, v1
	v_add_f32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v3, v2
	s_nop 1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v2, v2, v3
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s2, v2, 63
	s_nop 1
	v_div_scale_f32 v2, s[0:1], v15, v15, s2
	v_rcp_f32_e32 v3, v2
	v_div_scale_f32 v4, vcc, s2, v15, s2
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_fma_f32 v5, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v5, v3
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v7, -v2, v5, v4
	v_fmac_f32_e32 v5, v7, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v2, v2, v15, s2
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph20
	v_mov_b32_e32 v4, 0
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b32 s29, s25, 0xffff
	v_mov_b32_e32 v3, v2
	v_lshl_add_u32 v16, s14, 1, v6
	s_mov_b32 s22, 0
	v_bfrev_b32_e32 v17, 1
	s_mov_b32 s28, s24
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v18, s22, v12
	v_or_b32_e32 v19, s22, v1
	v_or_b32_e32 v20, s22, v8
	v_or_b32_e32 v21, s22, v9
	v_add_u32_e32 v22, 2, v16
	v_cmp_gt_i32_e64 s[0:1], s15, v18
	v_cmp_gt_i32_e32 vcc, s15, v19
	v_cmp_gt_i32_e64 s[2:3], s15, v21
	v_cndmask_b32_e64 v18, v17, v22, s[0:1]
	v_cmp_gt_i32_e64 s[6:7], s15, v20
	v_cndmask_b32_e32 v19, v17, v16, vcc
	v_cndmask_b32_e64 v21, v17, v14, s[2:3]
	v_cndmask_b32_e64 v20, v17, v13, s[6:7]
	buffer_load_ushort v22, v18, s[28:31], 0 offen
	buffer_load_ushort v23, v19, s[28:31], 0 offen
	buffer_load_ushort v24, v20, s[28:31], 0 offen
	buffer_load_ushort v25, v21, s[28:31], 0 offen
	s_addk_i32 s22, 0x100
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v14, 0x200, v14
	v_add_u32_e32 v16, 0x200, v16
	s_cmp_lt_i32 s22, s15
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v19, v22
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v18, v23
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v21, v24
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v20, v25
	v_pk_add_f32 v[18:19], v[18:19], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e64 v19, 0, v19, s[0:1]
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cndmask_b32_e64 v21, 0, v21, s[6:7]
	v_cndmask_b32_e64 v20, 0, v20, s[2:3]
	v_pk_fma_f32 v[6:7], v[18:19], v[18:19], v[6:7]
	v_pk_fma_f32 v[4:5], v[20:21], v[20:21], v[4:5]
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %._crit_edge21.loopexit
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
.LBB0_8:                                ; %._crit_edge21
	s_nop 0
	v_add_f32_e32 v3, v4, v5
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v4, v3
	s_nop 1
	v_mov_b32_dpp v4, v4 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v3, v3, v4
	s_nop 1
	v_add_f32_dpp v3, v3, v3 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s2, v3, 63
	s_nop 1
	v_div_scale_f32 v3, s[0:1], v15, v15, s2
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v5, vcc, s2, v15, s2
	v_fma_f32 v6, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v3, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_div_fixup_f32 v3, v3, v15, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, s17, v3
	v_sqrt_f32_e32 v3, v3
	s_nop 0
	v_div_scale_f32 v4, s[0:1], v3, v3, 1.0
	v_rcp_f32_e32 v5, v4
	v_div_scale_f32 v6, vcc, 1.0, v3, 1.0
	v_fma_f32 v7, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v13, -v4, v7, v6
	v_fmac_f32_e32 v7, v13, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v4, v4, v3, 1.0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[2:3], s[16:17], 2
	s_add_u32 s6, s12, s2
	s_addc_u32 s7, s13, s3
	s_add_u32 s2, s10, s2
	v_mov_b32_e32 v3, 0
	s_addc_u32 s3, s11, s3
	global_store_dword v3, v2, s[2:3]
	global_store_dword v3, v4, s[6:7]
.LBB0_10:                               ; %.critedge
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_13
; %bb.11:                               ; %.lr.ph39
	v_bfe_i32 v5, v0, 0, 1
	v_and_b32_e32 v3, 62, v0
	v_and_b32_e32 v5, 0x140, v5
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_xor_b32_e32 v18, 64, v1
	v_or_b32_e32 v19, v5, v3
	v_bitop3_b32 v20, v5, 64, v3 bitop3:0x36
	v_or_b32_e32 v6, 64, v0
	v_or_b32_e32 v7, 0x80, v0
	v_or_b32_e32 v13, 0xc0, v0
	v_add_u32_e32 v14, s14, v0
	v_add_u32_e32 v15, s14, v1
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s9, s9, 0xffff
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s5, s5, 0xffff
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v3, v2
	s_mov_b32 s12, 0
	v_bfrev_b32_e32 v16, 1
	v_add_u32_e32 v17, 0, v1
	s_mov_b32 s13, 0x7060302
	v_add_u32_e32 v18, 0, v18
	v_add_u32_e32 v19, 0, v19
	v_add_u32_e32 v20, 0, v20
	s_mov_b32 s22, s26
	s_mov_b32 s23, s27
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v21, s12, v1
	v_or_b32_e32 v22, s12, v12
	v_or_b32_e32 v23, s12, v9
	v_or_b32_e32 v24, s12, v8
	v_add_lshl_u32 v25, s12, v15, 1
	v_lshlrev_b32_e32 v28, 1, v22
	v_cmp_gt_i32_e32 vcc, s15, v22
	v_lshlrev_b32_e32 v22, 1, v23
	v_cmp_gt_i32_e64 s[0:1], s15, v23
	v_lshlrev_b32_e32 v23, 1, v24
	v_cmp_gt_i32_e64 s[2:3], s15, v24
	v_lshlrev_b32_e32 v24, 1, v21
	v_add_u32_e32 v29, 2, v25
	v_cmp_gt_i32_e64 s[6:7], s15, v21
	v_add_lshl_u32 v26, s12, v10, 1
	v_add_lshl_u32 v27, s12, v11, 1
	v_cndmask_b32_e64 v21, v16, v24, s[6:7]
	v_cndmask_b32_e32 v24, v16, v28, vcc
	v_cndmask_b32_e32 v28, v16, v29, vcc
	v_cndmask_b32_e64 v22, v16, v22, s[0:1]
	v_cndmask_b32_e64 v23, v16, v23, s[2:3]
	v_cndmask_b32_e64 v25, v16, v25, s[6:7]
	v_cndmask_b32_e64 v26, v16, v26, s[0:1]
	v_cndmask_b32_e64 v27, v16, v27, s[2:3]
	buffer_load_ushort v29, v28, s[24:27], 0 offen
	buffer_load_ushort v30, v25, s[24:27], 0 offen
	buffer_load_ushort v31, v24, s[20:23], 0 offen
	buffer_load_ushort v32, v21, s[20:23], 0 offen
	buffer_load_ushort v33, v24, s[8:11], 0 offen
	buffer_load_ushort v34, v21, s[8:11], 0 offen
	buffer_load_ushort v35, v27, s[24:27], 0 offen
	buffer_load_ushort v36, v26, s[24:27], 0 offen
	buffer_load_ushort v37, v23, s[20:23], 0 offen
	buffer_load_ushort v38, v22, s[20:23], 0 offen
	buffer_load_ushort v39, v23, s[8:11], 0 offen
	buffer_load_ushort v40, v22, s[8:11], 0 offen
	v_or_b32_e32 v21, s12, v0
	v_or_b32_e32 v22, s12, v6
	v_or_b32_e32 v23, s12, v7
	v_add_lshl_u32 v25, s12, v14, 1
	v_cmp_gt_i32_e64 s[2:3], s15, v21
	v_cmp_gt_i32_e32 vcc, s15, v23
	v_add_u32_e32 v23, 0x80, v25
	v_cndmask_b32_e64 v21, v16, v25, s[2:3]
	v_cmp_gt_i32_e64 s[2:3], s15, v22
	v_or_b32_e32 v24, s12, v13
	v_add_u32_e32 v26, 0x100, v25
	v_cndmask_b32_e64 v42, v16, v23, s[2:3]
	v_add_u32_e32 v41, 0x180, v25
	v_cmp_gt_i32_e64 s[0:1], s15, v24
	v_cndmask_b32_e32 v43, v16, v26, vcc
	; wave barrier
	s_addk_i32 s12, 0x100
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	s_cmp_lt_i32 s12, s15
	s_waitcnt vmcnt(11)
	v_cvt_f32_f16_e32 v23, v29
	s_waitcnt vmcnt(10)
	v_cvt_f32_f16_e32 v22, v30
	s_waitcnt vmcnt(9)
	v_cvt_f32_f16_e32 v25, v31
	s_waitcnt vmcnt(8)
	v_cvt_f32_f16_e32 v24, v32
	s_waitcnt vmcnt(7)
	v_cvt_f32_f16_e32 v27, v33
	s_waitcnt vmcnt(6)
	v_cvt_f32_f16_e32 v26, v34
	s_waitcnt vmcnt(5)
	v_cvt_f32_f16_e32 v29, v35
	s_waitcnt vmcnt(4)
	v_cvt_f32_f16_e32 v28, v36
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v31, v37
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v30, v38
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v33, v39
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v32, v40
	v_pk_add_f32 v[22:23], v[22:23], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[4:5], v[22:23]
	v_pk_mul_f32 v[28:29], v[4:5], v[28:29]
	v_pk_fma_f32 v[22:23], v[22:23], v[24:25], v[26:27]
	v_pk_fma_f32 v[24:25], v[28:29], v[30:31], v[32:33]
	v_cvt_pk_f16_f32 v22, v22, v23
	v_cvt_pk_f16_f32 v23, v24, v25
	v_pack_b32_f16 v24, v22, v23
	v_perm_b32 v22, v23, v22, s13
	ds_write_b32 v17, v24
	ds_write_b32 v18, v22 offset:256
	; wave barrier
	ds_read_u16 v23, v19
	ds_read_u16 v24, v20
	ds_read_u16 v25, v20 offset:128
	ds_read_u16 v26, v19 offset:128
	v_cndmask_b32_e64 v22, v16, v41, s[0:1]
	s_waitcnt lgkmcnt(3)
	buffer_store_short v23, v21, s[4:7], 0 offen
	s_waitcnt lgkmcnt(2)
	buffer_store_short v24, v42, s[4:7], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_short v26, v43, s[4:7], 0 offen
	buffer_store_short v25, v22, s[4:7], 0 offen
	s_cbranch_scc1 .LBB0_12
.LBB0_13:                               ; %._crit_edge40
	s_endpgm
.Lfunc_end0:
	.size	_layer_norm_fwd_fused, .Lfunc_end0-_layer_norm_fwd_fused
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _layer_norm_fwd_fused
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 44
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
	.set .L_layer_norm_fwd_fused.num_vgpr, 44
	.set .L_layer_norm_fwd_fused.num_agpr, 0
	.set .L_layer_norm_fwd_fused.numbered_sgpr, 32
	.set .L_layer_norm_fwd_fused.num_named_barrier, 0
	.set .L_layer_norm_fwd_fused.private_seg_size, 0
	.set .L_layer_norm_fwd_fused.uses_vcc, 1
	.set .L_layer_norm_fwd_fused.uses_flat_scratch, 0
	.set .L_layer_norm_fwd_fused.has_dyn_sized_stack, 0
	.set .L_layer_norm_fwd_fused.has_recursion, 0
	.set .L_layer_norm_fwd_fused.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2228
; TotalNumSgprs: 38
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 64
    .name:           _layer_norm_fwd_fused
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _layer_norm_fwd_fused.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
