	.amdgcn_target "amdgpu11.00-amd-amdhsa-unknown-gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	_layer_norm_fwd_fused           ; -- Begin function _layer_norm_fwd_fused
	.p2align	8
	.type	_layer_norm_fwd_fused,@function
_layer_norm_fwd_fused:                  ; @_layer_norm_fwd_fused
; %bb.0:
	s_mov_b32 s18, s15
	s_clause 0x2
	s_load_b256 s[8:15], s[0:1], 0x0
	s_load_b64 s[34:35], s[0:1], 0x30
	s_load_b128 s[24:27], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[16:17], s[10:11]
	s_cmp_gt_i32 s35, 0
	s_mov_b64 s[20:21], s[14:15]
	s_mul_i32 s10, s34, s18
	s_cselect_b32 s11, -1, 0
	s_cmp_lt_i32 s35, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	v_lshl_add_u32 v3, s10, 1, v4
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v11, 0
	s_mov_b32 s7, 0x31027000
	s_mov_b32 s6, 0x7ffffffe
	s_and_b32 s5, s9, 0xffff
	s_mov_b32 s4, s8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v12, s2, v1
	v_add_nc_u32_e32 v18, 12, v3
	v_add_nc_u32_e32 v17, 10, v3
	v_add_nc_u32_e32 v16, 8, v3
	v_add_nc_u32_e32 v15, 6, v3
	v_add_nc_u32_e32 v20, 1, v12
	v_cmp_gt_i32_e32 vcc_lo, s35, v12
	v_add_nc_u32_e32 v19, 14, v3
	v_add_nc_u32_e32 v21, 2, v12
	v_add_nc_u32_e32 v22, 3, v12
	v_add_nc_u32_e32 v23, 4, v12
	v_add_nc_u32_e32 v24, 5, v12
	v_add_nc_u32_e32 v25, 6, v12
	v_add_nc_u32_e32 v26, 7, v12
	v_cndmask_b32_e32 v12, 0x80000000, v3, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v20
	v_add_nc_u32_e32 v14, 4, v3
	v_add_nc_u32_e32 v13, 2, v3
	v_add_nc_u32_e32 v3, 0x200, v3
	s_addk_i32 s2, 0x100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lt_i32 s2, s35
	v_cndmask_b32_e32 v13, 0x80000000, v13, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v21
	v_cndmask_b32_e32 v14, 0x80000000, v14, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v22
	v_cndmask_b32_e32 v15, 0x80000000, v15, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v23
	v_cndmask_b32_e32 v16, 0x80000000, v16, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v24
	v_cndmask_b32_e32 v17, 0x80000000, v17, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v25
	v_cndmask_b32_e32 v18, 0x80000000, v18, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s35, v26
	v_cndmask_b32_e32 v19, 0x80000000, v19, vcc_lo
	s_clause 0x7
	buffer_load_u16 v12, v12, s[4:7], 0 offen
	buffer_load_u16 v13, v13, s[4:7], 0 offen
	buffer_load_u16 v14, v14, s[4:7], 0 offen
	buffer_load_u16 v15, v15, s[4:7], 0 offen
	buffer_load_u16 v16, v16, s[4:7], 0 offen
	buffer_load_u16 v17, v17, s[4:7], 0 offen
	buffer_load_u16 v18, v18, s[4:7], 0 offen
	buffer_load_u16 v19, v19, s[4:7], 0 offen
	s_waitcnt vmcnt(7)
	v_fma_mix_f32 v2, v12, 1.0, v2 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(6)
	v_fma_mix_f32 v5, v13, 1.0, v5 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(5)
	v_fma_mix_f32 v6, v14, 1.0, v6 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(4)
	v_fma_mix_f32 v7, v15, 1.0, v7 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v8, v16, 1.0, v8 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v9, v17, 1.0, v9 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v10, v18, 1.0, v10 op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v11, v19, 1.0, v11 op_sel_hi:[1,1,0]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge.loopexit
	v_add_f32_e32 v3, v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v10, v11
	v_add_f32_e32 v2, v2, v5
	v_dual_add_f32 v5, v8, v9 :: v_dual_add_f32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v5, v6
	v_add_f32_e32 v2, v2, v3
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v2, 0
.LBB0_5:                                ; %Flow39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_load_b32 s7, s[0:1], 0x38
	s_and_b32 s1, s11, exec_lo
	v_add_f32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v3, v2, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v2, v2, v3
	v_cvt_f32_i32_e32 v3, s35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s0, v2, 31
	v_div_scale_f32 v2, null, v3, v3, s0
	v_div_scale_f32 v7, vcc_lo, s0, v3, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v5, v2
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v6, -v2, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v2, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v8, v5
	v_fma_f32 v2, -v2, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v2, v2, v5, v6
	v_div_fixup_f32 v2, v2, v3, s0
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_9
; %bb.6:                                ; %.lr.ph36
	v_lshl_add_u32 v4, s10, 1, v4
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v12, 0
	s_mov_b32 s31, 0x31027000
	s_mov_b32 s30, 0x7ffffffe
	s_and_b32 s29, s9, 0xffff
	s_mov_b32 s14, 0
	s_mov_b32 s28, s8
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v13, s14, v1
	v_add_nc_u32_e32 v14, 2, v4
	v_add_nc_u32_e32 v15, 4, v4
	v_add_nc_u32_e32 v16, 6, v4
	v_add_nc_u32_e32 v17, 8, v4
	v_add_nc_u32_e32 v21, 1, v13
	v_cmp_gt_i32_e32 vcc_lo, s35, v13
	v_add_nc_u32_e32 v22, 2, v13
	v_add_nc_u32_e32 v23, 3, v13
	v_add_nc_u32_e32 v24, 4, v13
	v_add_nc_u32_e32 v25, 5, v13
	v_add_nc_u32_e32 v26, 6, v13
	v_add_nc_u32_e32 v27, 7, v13
	v_cmp_gt_i32_e64 s0, s35, v21
	v_cndmask_b32_e32 v13, 0x80000000, v4, vcc_lo
	v_cmp_gt_i32_e64 s1, s35, v22
	v_cmp_gt_i32_e64 s2, s35, v23
	v_add_nc_u32_e32 v18, 10, v4
	v_add_nc_u32_e32 v19, 12, v4
	v_add_nc_u32_e32 v20, 14, v4
	v_cmp_gt_i32_e64 s3, s35, v24
	v_cmp_gt_i32_e64 s4, s35, v25
	v_cmp_gt_i32_e64 s5, s35, v26
	v_cmp_gt_i32_e64 s6, s35, v27
	v_cndmask_b32_e64 v14, 0x80000000, v14, s0
	v_cndmask_b32_e64 v15, 0x80000000, v15, s1
	v_cndmask_b32_e64 v16, 0x80000000, v16, s2
	v_cndmask_b32_e64 v17, 0x80000000, v17, s3
	v_cndmask_b32_e64 v18, 0x80000000, v18, s4
	v_cndmask_b32_e64 v19, 0x80000000, v19, s5
	v_cndmask_b32_e64 v20, 0x80000000, v20, s6
	s_clause 0x7
	buffer_load_u16 v13, v13, s[28:31], 0 offen
	buffer_load_u16 v14, v14, s[28:31], 0 offen
	buffer_load_u16 v15, v15, s[28:31], 0 offen
	buffer_load_u16 v16, v16, s[28:31], 0 offen
	buffer_load_u16 v17, v17, s[28:31], 0 offen
	buffer_load_u16 v18, v18, s[28:31], 0 offen
	buffer_load_u16 v19, v19, s[28:31], 0 offen
	buffer_load_u16 v20, v20, s[28:31], 0 offen
	s_addk_i32 s14, 0x100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s14, s35
	s_waitcnt vmcnt(7)
	v_fma_mix_f32 v13, -v2, 1.0, v13 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(6)
	v_fma_mix_f32 v14, -v2, 1.0, v14 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(5)
	v_fma_mix_f32 v15, -v2, 1.0, v15 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(4)
	v_fma_mix_f32 v16, -v2, 1.0, v16 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_fma_mix_f32 v17, -v2, 1.0, v17 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_fma_mix_f32 v18, -v2, 1.0, v18 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_fma_mix_f32 v19, -v2, 1.0, v19 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_fma_mix_f32 v20, -v2, 1.0, v20 op_sel_hi:[0,1,1]
	v_dual_cndmask_b32 v13, 0, v13 :: v_dual_add_nc_u32 v4, 0x200, v4
	v_cndmask_b32_e64 v14, 0, v14, s0
	v_cndmask_b32_e64 v15, 0, v15, s1
	v_cndmask_b32_e64 v16, 0, v16, s2
	v_cndmask_b32_e64 v17, 0, v17, s3
	v_cndmask_b32_e64 v18, 0, v18, s4
	v_cndmask_b32_e64 v19, 0, v19, s5
	v_cndmask_b32_e64 v20, 0, v20, s6
	v_dual_fmac_f32 v5, v13, v13 :: v_dual_fmac_f32 v6, v14, v14
	v_dual_fmac_f32 v7, v15, v15 :: v_dual_fmac_f32 v8, v16, v16
	v_dual_fmac_f32 v9, v17, v17 :: v_dual_fmac_f32 v10, v18, v18
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v11, v19, v19 :: v_dual_fmac_f32 v12, v20, v20
	s_cbranch_scc1 .LBB0_7
; %bb.8:                                ; %._crit_edge37.loopexit
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_f32 v4, v5, v6 :: v_dual_add_f32 v5, v7, v8
	v_dual_add_f32 v6, v9, v10 :: v_dual_add_f32 v7, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v4, v4, v5 :: v_dual_add_f32 v5, v6, v7
	v_add_f32_e32 v4, v4, v5
	s_branch .LBB0_10
.LBB0_9:
	v_mov_b32_e32 v4, 0
.LBB0_10:                               ; %._crit_edge37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v5, v4, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s0, v4, 31
	v_div_scale_f32 v4, null, v3, v3, s0
	v_div_scale_f32 v7, vcc_lo, s0, v3, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v5, v4
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v4, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v8, v5
	v_fma_f32 v4, -v4, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v4, v4, v5, v6
	v_div_fixup_f32 v3, v4, v3, s0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, s7, v3
	v_sqrt_f32_e32 v3, v3
	s_waitcnt_depctr depctr_va_vdst(0)
	v_div_scale_f32 v4, null, v3, v3, 1.0
	v_div_scale_f32 v7, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v5, v4
	s_waitcnt_depctr depctr_va_vdst(0)
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v5
	v_fma_f32 v8, -v4, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v8, v5
	v_fma_f32 v4, -v4, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v4, v4, v5, v6
	v_div_fixup_f32 v3, v4, v3, 1.0
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_ashr_i32 s19, s18, 31
	v_mov_b32_e32 v4, 0
	s_lshl_b64 s[2:3], s[18:19], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s4, s26, s2
	s_addc_u32 s5, s27, s3
	s_add_u32 s2, s24, s2
	s_addc_u32 s3, s25, s3
	s_clause 0x1
	global_store_b32 v4, v2, s[2:3]
	global_store_b32 v4, v3, s[4:5]
.LBB0_12:                               ; %.critedge
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s11, exec_lo
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_15
; %bb.13:                               ; %.lr.ph71
	v_and_b32_e32 v20, 28, v0
	v_and_b32_e32 v21, 3, v0
	v_or_b32_e32 v4, 32, v0
	v_or_b32_e32 v5, 64, v0
	v_or_b32_e32 v6, 0x60, v0
	v_lshrrev_b32_e32 v22, 1, v20
	v_lshlrev_b32_e32 v23, 7, v21
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v24, 1, v21
	v_or_b32_e32 v7, 0x80, v0
	v_lshl_or_b32 v21, v21, 5, v22
	v_or_b32_e32 v8, 0xa0, v0
	v_or_b32_e32 v9, 0xc0, v0
	v_or3_b32 v24, v20, v24, v23
	v_or_b32_e32 v10, 0xe0, v0
	v_xor_b32_e32 v22, 2, v21
	v_xor_b32_e32 v23, 4, v21
	v_xor_b32_e32 v25, 6, v21
	v_xor_b32_e32 v26, 2, v24
	v_xor_b32_e32 v27, 4, v24
	v_xor_b32_e32 v28, 6, v24
	v_add_nc_u32_e32 v11, s10, v0
	v_or_b32_e32 v12, 1, v1
	v_or_b32_e32 v13, 2, v1
	v_or_b32_e32 v14, 3, v1
	v_or_b32_e32 v15, 4, v1
	v_or_b32_e32 v16, 5, v1
	v_or_b32_e32 v17, 6, v1
	v_or_b32_e32 v18, 7, v1
	v_add_nc_u32_e32 v19, s10, v1
	v_add_nc_u32_e32 v20, 0, v21
	v_add_nc_u32_e32 v21, 0, v22
	v_add_nc_u32_e32 v22, 0, v23
	v_add_nc_u32_e32 v23, 0, v25
	v_add_nc_u32_e32 v24, 0, v24
	v_add_nc_u32_e32 v25, 0, v26
	v_add_nc_u32_e32 v26, 0, v27
	v_add_nc_u32_e32 v27, 0, v28
	s_mov_b32 s15, 0x31027000
	s_mov_b32 s14, 0x7ffffffe
	s_and_b32 s13, s13, 0xffff
	s_and_b32 s21, s21, 0xffff
	s_and_b32 s9, s9, 0xffff
	s_and_b32 s17, s17, 0xffff
	s_mov_b32 s7, 0
	s_mov_b32 s22, s14
	s_mov_b32 s23, s15
	s_mov_b32 s10, s14
	s_mov_b32 s11, s15
	s_mov_b32 s18, s14
	s_mov_b32 s19, s15
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	v_or_b32_e32 v28, s7, v1
	v_or_b32_e32 v29, s7, v12
	v_or_b32_e32 v30, s7, v13
	v_or_b32_e32 v31, s7, v14
	v_or_b32_e32 v32, s7, v15
	v_or_b32_e32 v33, s7, v16
	v_or_b32_e32 v34, s7, v17
	v_or_b32_e32 v35, s7, v18
	v_add_lshl_u32 v36, s7, v19, 1
	v_add_lshl_u32 v59, s7, v11, 1
	v_lshlrev_b32_e32 v37, 1, v29
	v_cmp_gt_i32_e32 vcc_lo, s35, v29
	v_lshlrev_b32_e32 v29, 1, v30
	v_cmp_gt_i32_e64 s0, s35, v30
	v_lshlrev_b32_e32 v30, 1, v31
	v_cmp_gt_i32_e64 s1, s35, v31
	v_lshlrev_b32_e32 v31, 1, v32
	v_cmp_gt_i32_e64 s2, s35, v32
	v_cmp_gt_i32_e64 s3, s35, v33
	v_cmp_gt_i32_e64 s4, s35, v34
	v_cmp_gt_i32_e64 s5, s35, v35
	v_add_nc_u32_e32 v38, 2, v36
	v_lshlrev_b32_e32 v32, 1, v33
	v_lshlrev_b32_e32 v33, 1, v34
	v_cmp_gt_i32_e64 s6, s35, v28
	v_add_nc_u32_e32 v61, 0x80, v59
	v_lshlrev_b32_e32 v34, 1, v35
	v_lshlrev_b32_e32 v35, 1, v28
	v_add_nc_u32_e32 v39, 4, v36
	v_add_nc_u32_e32 v40, 6, v36
	v_add_nc_u32_e32 v41, 8, v36
	v_add_nc_u32_e32 v42, 10, v36
	v_add_nc_u32_e32 v43, 12, v36
	v_add_nc_u32_e32 v44, 14, v36
	v_cndmask_b32_e64 v28, 0x80000000, v35, s6
	v_cndmask_b32_e32 v35, 0x80000000, v37, vcc_lo
	v_cndmask_b32_e64 v29, 0x80000000, v29, s0
	v_cndmask_b32_e64 v30, 0x80000000, v30, s1
	v_cndmask_b32_e64 v31, 0x80000000, v31, s2
	v_cndmask_b32_e64 v33, 0x80000000, v33, s4
	v_cndmask_b32_e64 v34, 0x80000000, v34, s5
	v_cndmask_b32_e64 v36, 0x80000000, v36, s6
	v_cndmask_b32_e32 v37, 0x80000000, v38, vcc_lo
	v_cndmask_b32_e64 v32, 0x80000000, v32, s3
	v_cndmask_b32_e64 v38, 0x80000000, v39, s0
	v_cndmask_b32_e64 v39, 0x80000000, v40, s1
	v_cndmask_b32_e64 v40, 0x80000000, v41, s2
	v_cndmask_b32_e64 v41, 0x80000000, v42, s3
	v_cndmask_b32_e64 v42, 0x80000000, v43, s4
	v_cndmask_b32_e64 v43, 0x80000000, v44, s5
	s_clause 0x7
	buffer_load_u16 v44, v28, s[12:15], 0 offen
	buffer_load_u16 v45, v35, s[12:15], 0 offen
	buffer_load_u16 v46, v29, s[12:15], 0 offen
	buffer_load_u16 v47, v30, s[12:15], 0 offen
	buffer_load_u16 v48, v31, s[12:15], 0 offen
	buffer_load_u16 v49, v32, s[12:15], 0 offen
	buffer_load_u16 v50, v33, s[12:15], 0 offen
	buffer_load_u16 v51, v34, s[12:15], 0 offen
	s_clause 0x7
	buffer_load_u16 v36, v36, s[8:11], 0 offen
	buffer_load_u16 v37, v37, s[8:11], 0 offen
	buffer_load_u16 v38, v38, s[8:11], 0 offen
	buffer_load_u16 v39, v39, s[8:11], 0 offen
	buffer_load_u16 v40, v40, s[8:11], 0 offen
	buffer_load_u16 v41, v41, s[8:11], 0 offen
	buffer_load_u16 v42, v42, s[8:11], 0 offen
	buffer_load_u16 v43, v43, s[8:11], 0 offen
	s_clause 0x7
	buffer_load_u16 v28, v28, s[20:23], 0 offen
	buffer_load_u16 v35, v35, s[20:23], 0 offen
	buffer_load_u16 v29, v29, s[20:23], 0 offen
	buffer_load_u16 v30, v30, s[20:23], 0 offen
	buffer_load_u16 v31, v31, s[20:23], 0 offen
	buffer_load_u16 v32, v32, s[20:23], 0 offen
	buffer_load_u16 v33, v33, s[20:23], 0 offen
	buffer_load_u16 v34, v34, s[20:23], 0 offen
	v_or_b32_e32 v55, s7, v6
	v_or_b32_e32 v57, s7, v8
	v_or_b32_e32 v54, s7, v5
	v_or_b32_e32 v56, s7, v7
	v_or_b32_e32 v52, s7, v0
	v_cmp_gt_i32_e64 s0, s35, v55
	v_cmp_gt_i32_e64 s2, s35, v57
	v_cmp_gt_i32_e32 vcc_lo, s35, v54
	v_cmp_gt_i32_e64 s1, s35, v56
	v_or_b32_e32 v53, s7, v4
	v_or_b32_e32 v58, s7, v9
	v_cmp_gt_i32_e64 s5, s35, v52
	v_or_b32_e32 v60, s7, v10
	s_addk_i32 s7, 0x100
	v_cmp_gt_i32_e64 s3, s35, v58
	v_add_nc_u32_e32 v58, 64, v59
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e64 s4, s35, v60
	s_cmp_lt_i32 s7, s35
	s_waitcnt vmcnt(15)
	v_fma_mix_f32 v36, -v2, 1.0, v36 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(14)
	v_fma_mix_f32 v37, -v2, 1.0, v37 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(13)
	v_fma_mix_f32 v38, -v2, 1.0, v38 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(12)
	v_fma_mix_f32 v39, -v2, 1.0, v39 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(11)
	v_fma_mix_f32 v40, -v2, 1.0, v40 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(10)
	v_fma_mix_f32 v41, -v2, 1.0, v41 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(9)
	v_fma_mix_f32 v42, -v2, 1.0, v42 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(8)
	v_fma_mix_f32 v43, -v2, 1.0, v43 op_sel_hi:[0,1,1]
	v_dual_mul_f32 v36, v3, v36 :: v_dual_add_nc_u32 v55, 0x100, v59
	v_dual_mul_f32 v38, v3, v38 :: v_dual_add_nc_u32 v57, 0x180, v59
	v_mul_f32_e32 v40, v3, v40
	v_mul_f32_e32 v39, v3, v39
	v_dual_mul_f32 v37, v3, v37 :: v_dual_add_nc_u32 v54, 0xc0, v59
	v_dual_mul_f32 v41, v3, v41 :: v_dual_add_nc_u32 v56, 0x140, v59
	v_mul_f32_e32 v42, v3, v42
	v_mul_f32_e32 v43, v3, v43
	s_waitcnt vmcnt(7)
	v_fma_mixlo_f16 v28, v36, v44, v28 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(5)
	v_fma_mixlo_f16 v29, v38, v46, v29 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(4)
	v_fma_mixhi_f16 v29, v39, v47, v30 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(3)
	v_fma_mixlo_f16 v30, v40, v48, v31 op_sel_hi:[0,1,1]
	v_fma_mixhi_f16 v28, v37, v45, v35 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_fma_mixhi_f16 v30, v41, v49, v32 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(1)
	v_fma_mixlo_f16 v31, v42, v50, v33 op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(0)
	v_fma_mixhi_f16 v31, v43, v51, v34 op_sel_hi:[0,1,1]
	v_cndmask_b32_e64 v37, 0x80000000, v59, s5
	v_cmp_gt_i32_e64 s5, s35, v53
	v_add_nc_u32_e32 v36, 0x1c0, v59
	v_cndmask_b32_e32 v39, 0x80000000, v61, vcc_lo
	v_cndmask_b32_e64 v40, 0x80000000, v54, s0
	v_cndmask_b32_e64 v41, 0x80000000, v55, s1
	v_cndmask_b32_e64 v38, 0x80000000, v58, s5
	v_cndmask_b32_e64 v42, 0x80000000, v56, s2
	v_cndmask_b32_e64 v43, 0x80000000, v57, s3
	v_cndmask_b32_e64 v36, 0x80000000, v36, s4
	s_waitcnt_vscnt null, 0x0
	; wave barrier
	buffer_gl0_inv
	ds_store_b16 v20, v28
	ds_store_b16 v20, v30 offset:16
	ds_store_b16_d16_hi v21, v28 offset:128
	ds_store_b16_d16_hi v21, v30 offset:144
	ds_store_b16 v22, v29 offset:256
	ds_store_b16 v22, v31 offset:272
	ds_store_b16_d16_hi v23, v29 offset:384
	ds_store_b16_d16_hi v23, v31 offset:400
	; wave barrier
	ds_load_u16 v28, v24
	ds_load_u16 v29, v25
	ds_load_u16 v30, v26
	ds_load_u16 v31, v27
	ds_load_u16 v32, v24 offset:8
	ds_load_u16 v33, v25 offset:8
	ds_load_u16 v34, v26 offset:8
	ds_load_u16 v35, v27 offset:8
	s_waitcnt lgkmcnt(7)
	buffer_store_b16 v28, v37, s[16:19], 0 offen
	s_waitcnt lgkmcnt(6)
	buffer_store_b16 v29, v38, s[16:19], 0 offen
	s_waitcnt lgkmcnt(5)
	buffer_store_b16 v30, v39, s[16:19], 0 offen
	s_waitcnt lgkmcnt(4)
	buffer_store_b16 v31, v40, s[16:19], 0 offen
	s_waitcnt lgkmcnt(3)
	buffer_store_b16 v32, v41, s[16:19], 0 offen
	s_waitcnt lgkmcnt(2)
	buffer_store_b16 v33, v42, s[16:19], 0 offen
	s_waitcnt lgkmcnt(1)
	buffer_store_b16 v34, v43, s[16:19], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_b16 v35, v36, s[16:19], 0 offen
	s_cbranch_scc1 .LBB0_14
.LBB0_15:                               ; %._crit_edge72
	s_endpgm
.Lfunc_end0:
	.size	_layer_norm_fwd_fused, .Lfunc_end0-_layer_norm_fwd_fused
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _layer_norm_fwd_fused
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 36
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_layer_norm_fwd_fused)<<4)&1008)>>4
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
	.set .L_layer_norm_fwd_fused.num_vgpr, 62
	.set .L_layer_norm_fwd_fused.num_agpr, 0
	.set .L_layer_norm_fwd_fused.numbered_sgpr, 36
	.set .L_layer_norm_fwd_fused.num_named_barrier, 0
	.set .L_layer_norm_fwd_fused.private_seg_size, 0
	.set .L_layer_norm_fwd_fused.uses_vcc, 1
	.set .L_layer_norm_fwd_fused.uses_flat_scratch, 0
	.set .L_layer_norm_fwd_fused.has_dyn_sized_stack, 0
	.set .L_layer_norm_fwd_fused.has_recursion, 0
	.set .L_layer_norm_fwd_fused.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3220
; TotalNumSgprs: 38
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 62
; Occupancy: 16
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
    .max_flat_workgroup_size: 32
    .name:           _layer_norm_fwd_fused
    .private_segment_fixed_size: 0
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         _layer_norm_fwd_fused.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgpu11.00-amd-amdhsa-unknown-gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
