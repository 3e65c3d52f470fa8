	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
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
	v_lshlrev_b32_e32 v14, 1, v11
	v_lshlrev_b32_e32 v15, 1, v10
	v_lshlrev_b32_e32 v13, 3, v0
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v2, 0
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b32 s29, s25, 0xffff
	v_lshl_add_u32 v6, s14, 1, v13
	v_bfrev_b32_e32 v7, 1
	s_mov_b32 s28, s24
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v17, s2, v1
	v_add_u32_e32 v18, s2, v9
	v_cmp_gt_i32_e32 vcc, s15, v17
	v_add_u32_e32 v19, s2, v8
	v_add_u32_e32 v21, 1, v17
	v_cndmask_b32_e32 v17, v7, v6, vcc
	v_cmp_gt_i32_e32 vcc, s15, v18
	v_add_u32_e32 v20, 2, v6
	s_addk_i32 s2, 0x100
	v_cndmask_b32_e32 v18, v7, v12, vcc
	v_cmp_gt_i32_e32 vcc, s15, v19
	v_add_u32_e32 v12, 0x200, v12
	v_add_u32_e32 v6, 0x200, v6
	v_cndmask_b32_e32 v19, v7, v16, vcc
	v_cmp_gt_i32_e32 vcc, s15, v21
	v_add_u32_e32 v16, 0x200, v16
	s_cmp_lt_i32 s2, s15
	v_cndmask_b32_e32 v20, v7, v20, vcc
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
.LBB0_4:                                ; %Flow45
	s_nop 0
	v_add_f32_e32 v2, v2, v3
	v_cvt_f32_i32_e32 v16, s15
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
	v_div_scale_f32 v2, s[0:1], v16, v16, s2
	v_rcp_f32_e32 v3, v2
	v_div_scale_f32 v4, vcc, s2, v16, s2
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_fma_f32 v5, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v5, v3
	v_mul_f32_e32 v5, v4, v3
	v_fma_f32 v6, -v2, v5, v4
	v_fmac_f32_e32 v5, v6, v3
	v_fma_f32 v2, -v2, v5, v4
	v_div_fmas_f32 v2, v2, v3, v5
	v_div_fixup_f32 v2, v2, v16, s2
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph26
	v_mov_b32_e32 v4, 0
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b32 s29, s25, 0xffff
	v_mov_b32_e32 v3, v2
	v_lshl_add_u32 v17, s14, 1, v13
	s_mov_b32 s22, 0
	v_bfrev_b32_e32 v18, 1
	s_mov_b32 s28, s24
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v19, s22, v12
	v_or_b32_e32 v20, s22, v1
	v_or_b32_e32 v21, s22, v8
	v_or_b32_e32 v22, s22, v9
	v_add_u32_e32 v23, 2, v17
	v_cmp_gt_i32_e64 s[0:1], s15, v19
	v_cmp_gt_i32_e32 vcc, s15, v20
	v_cmp_gt_i32_e64 s[2:3], s15, v22
	v_cndmask_b32_e64 v19, v18, v23, s[0:1]
	v_cmp_gt_i32_e64 s[6:7], s15, v21
	v_cndmask_b32_e32 v20, v18, v17, vcc
	v_cndmask_b32_e64 v22, v18, v15, s[2:3]
	v_cndmask_b32_e64 v21, v18, v14, s[6:7]
	buffer_load_ushort v23, v19, s[28:31], 0 offen
	buffer_load_ushort v24, v20, s[28:31], 0 offen
	buffer_load_ushort v25, v21, s[28:31], 0 offen
	buffer_load_ushort v26, v22, s[28:31], 0 offen
	s_addk_i32 s22, 0x100
	v_add_u32_e32 v14, 0x200, v14
	v_add_u32_e32 v15, 0x200, v15
	v_add_u32_e32 v17, 0x200, v17
	s_cmp_lt_i32 s22, s15
	s_waitcnt vmcnt(3)
	v_cvt_f32_f16_e32 v21, v23
	s_waitcnt vmcnt(2)
	v_cvt_f32_f16_e32 v20, v24
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v23, v25
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v22, v26
	v_pk_add_f32 v[20:21], v[20:21], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e64 v21, 0, v21, s[0:1]
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e64 v23, 0, v23, s[6:7]
	v_cndmask_b32_e64 v22, 0, v22, s[2:3]
	v_pk_fma_f32 v[6:7], v[20:21], v[20:21], v[6:7]
	v_pk_fma_f32 v[4:5], v[22:23], v[22:23], v[4:5]
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %._crit_edge27.loopexit
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
.LBB0_8:                                ; %._crit_edge27
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
	v_div_scale_f32 v3, s[0:1], v16, v16, s2
	v_rcp_f32_e32 v4, v3
	v_div_scale_f32 v5, vcc, s2, v16, s2
	v_fma_f32 v6, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v3, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v3, -v3, v6, v5
	v_div_fmas_f32 v3, v3, v4, v6
	v_div_fixup_f32 v3, v3, v16, s2
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
	v_fma_f32 v14, -v4, v7, v6
	v_fmac_f32_e32 v7, v14, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_div_fixup_f32 v3, v4, v3, 1.0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[2:3], s[16:17], 2
	s_add_u32 s6, s12, s2
	s_addc_u32 s7, s13, s3
	s_add_u32 s2, s10, s2
	v_mov_b32_e32 v4, 0
	s_addc_u32 s3, s11, s3
	global_store_dword v4, v2, s[2:3]
	global_store_dword v4, v3, s[6:7]
.LBB0_10:                               ; %.critedge
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[18:19], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_13
; %bb.11:                               ; %.lr.ph45
	v_lshrrev_b32_e32 v15, 3, v0
	v_and_b32_e32 v13, 0x78, v13
	v_lshl_or_b32 v15, v0, 2, v15
	s_movk_i32 s0, 0x82
	v_and_or_b32 v15, v15, s0, v13
	v_lshlrev_b32_e32 v13, 1, v0
	v_bfe_i32 v17, v0, 0, 1
	v_and_b32_e32 v13, 0x7c, v13
	v_and_b32_e32 v17, 0x140, v17
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_xor_b32_e32 v16, 64, v15
	v_xor_b32_e32 v17, v17, v13
	v_or_b32_e32 v4, 64, v0
	v_or_b32_e32 v5, 0x80, v0
	v_or_b32_e32 v6, 0xc0, v0
	v_add_u32_e32 v7, s14, v0
	v_add_u32_e32 v14, s14, v1
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s9, s9, 0xffff
	s_and_b32 s25, s25, 0xffff
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s12, 0
	v_bfrev_b32_e32 v13, 1
	v_add_u32_e32 v15, 0, v15
	v_add_u32_e32 v16, 0, v16
	v_add_u32_e32 v17, 0, v17
	s_mov_b32 s22, s26
	s_mov_b32 s23, s27
	s_mov_b32 s10, s26
	s_mov_b32 s11, s27
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v18, s12, v1
	v_or_b32_e32 v19, s12, v12
	v_or_b32_e32 v20, s12, v9
	v_or_b32_e32 v21, s12, v8
	v_add_lshl_u32 v22, s12, v14, 1
	v_cmp_gt_i32_e64 s[6:7], s15, v18
	v_add_lshl_u32 v23, s12, v10, 1
	v_add_lshl_u32 v24, s12, v11, 1
	v_lshlrev_b32_e32 v25, 1, v19
	v_cmp_gt_i32_e32 vcc, s15, v19
	v_lshlrev_b32_e32 v19, 1, v20
	v_cmp_gt_i32_e64 s[0:1], s15, v20
	v_lshlrev_b32_e32 v20, 1, v21
	v_cmp_gt_i32_e64 s[2:3], s15, v21
	v_lshlrev_b32_e32 v21, 1, v18
	v_add_u32_e32 v26, 2, v22
	v_cndmask_b32_e64 v22, v13, v22, s[6:7]
	v_cndmask_b32_e64 v18, v13, v21, s[6:7]
	v_cndmask_b32_e32 v21, v13, v25, vcc
	v_cndmask_b32_e64 v19, v13, v19, s[0:1]
	v_cndmask_b32_e64 v20, v13, v20, s[2:3]
	v_cndmask_b32_e32 v25, v13, v26, vcc
	v_cndmask_b32_e64 v23, v13, v23, s[0:1]
	v_cndmask_b32_e64 v24, v13, v24, s[2:3]
	buffer_load_ushort v26, v22, s[24:27], 0 offen
	buffer_load_ushort v27, v25, s[24:27], 0 offen
	buffer_load_ushort v28, v23, s[24:27], 0 offen
	buffer_load_ushort v29, v24, s[24:27], 0 offen
	buffer_load_ushort v30, v18, s[20:23], 0 offen
	buffer_load_ushort v31, v21, s[20:23], 0 offen
	buffer_load_ushort v32, v19, s[20:23], 0 offen
	buffer_load_ushort v33, v20, s[20:23], 0 offen
	buffer_load_ushort v34, v18, s[8:11], 0 offen
	buffer_load_ushort v35, v21, s[8:11], 0 offen
	buffer_load_ushort v36, v19, s[8:11], 0 offen
	buffer_load_ushort v37, v20, s[8:11], 0 offen
	v_or_b32_e32 v18, s12, v0
	v_or_b32_e32 v19, s12, v4
	v_or_b32_e32 v21, s12, v6
	v_add_lshl_u32 v22, s12, v7, 1
	v_cmp_gt_i32_e64 s[2:3], s15, v18
	v_or_b32_e32 v20, s12, v5
	v_cmp_gt_i32_e64 s[0:1], s15, v21
	v_cndmask_b32_e64 v21, v13, v22, s[2:3]
	v_add_u32_e32 v18, 0x80, v22
	v_cmp_gt_i32_e64 s[2:3], s15, v19
	v_add_u32_e32 v23, 0x100, v22
	v_cmp_gt_i32_e32 vcc, s15, v20
	v_add_u32_e32 v20, 0x180, v22
	v_cndmask_b32_e64 v22, v13, v18, s[2:3]
	; wave barrier
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	s_addk_i32 s12, 0x100
	s_cmp_lt_i32 s12, s15
	v_cndmask_b32_e32 v23, v13, v23, vcc
	v_cndmask_b32_e64 v20, v13, v20, s[0:1]
	s_waitcnt vmcnt(11)
	v_fma_mix_f32 v18, -v2, 1.0, v26 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(10)
	v_fma_mix_f32 v19, -v2, 1.0, v27 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(9)
	v_fma_mix_f32 v24, -v2, 1.0, v28 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(8)
	v_fma_mix_f32 v25, -v2, 1.0, v29 op_sel_hi:[0,1,1]
	v_mul_f32_e32 v18, v3, v18
	v_mul_f32_e32 v19, v3, v19
	v_mul_f32_e32 v24, v3, v24
	v_mul_f32_e32 v25, v3, v25
	s_waitcnt vmcnt(3)
	v_fma_mixlo_f16 v18, v18, v30, v34 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_fma_mixlo_f16 v19, v19, v31, v35 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_fma_mixlo_f16 v24, v24, v32, v36 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_fma_mixlo_f16 v25, v25, v33, v37 op_sel_hi:[0,1,1]
	ds_write_b16 v15, v18
	ds_write_b16 v15, v24 offset:4
	ds_write_b16 v16, v19 offset:256
	ds_write_b16 v16, v25 offset:260
	; wave barrier
	ds_read2_b32 v[18:19], v17 offset1:32
	s_waitcnt lgkmcnt(0)
	buffer_store_short v18, v21, s[4:7], 0 offen
	v_lshrrev_b32_e32 v18, 16, v18
	v_lshrrev_b32_e32 v21, 16, v19
	buffer_store_short v18, v22, s[4:7], 0 offen
	buffer_store_short v19, v23, s[4:7], 0 offen
	buffer_store_short v21, v20, s[4:7], 0 offen
	s_cbranch_scc1 .LBB0_12
.LBB0_13:                               ; %._crit_edge46
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 40
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
	.set .L_layer_norm_fwd_fused.num_vgpr, 38
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
; codeLenInByte = 2168
; TotalNumSgprs: 38
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
