	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	_layer_norm_fwd_fused           ; -- Begin function _layer_norm_fwd_fused
	.p2align	8
	.type	_layer_norm_fwd_fused,@function
_layer_norm_fwd_fused:                  ; @_layer_norm_fwd_fused
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1 ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_mov_b64 s[64:65], 0
	v_nop
	global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
	s_mov_b32 s6, 0
	s_clause 0x2
	s_load_b96 s[24:26], s[0:1], 0x30 nv
	s_load_b256 s[8:15], s[0:1], 0x0 nv
	s_load_b128 s[16:19], s[0:1], 0x20 nv
	v_dual_lshlrev_b32 v1, 3, v0 :: v_dual_lshlrev_b32 v10, 4, v0
	s_wait_kmcnt 0x0
	s_mul_i32 s7, s24, ttmp9
	s_cmp_gt_i32 s25, 0
	s_cselect_b32 s24, -1, 0
	s_cmp_lt_i32 s25, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_lshl_add_u32 v11, s7, 1, v10
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v6, v4
	v_dual_mov_b32 v7, v4 :: v_dual_mov_b32 v2, v4
	s_or_b64 s[20:21], s[8:9], 0xfc00000000000000
	v_mov_b32_e32 v3, v4
	s_mov_b64 s[22:23], 0xffffff
	v_dual_mov_b32 v8, v4 :: v_dual_mov_b32 v9, v4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v12, s6, v1 :: v_dual_add_nc_u32 v13, 2, v11
	v_dual_add_nc_u32 v14, 4, v11 :: v_dual_add_nc_u32 v15, 6, v11
	v_add_nc_u32_e32 v16, 8, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s25, v12
	v_dual_add_nc_u32 v17, 10, v11 :: v_dual_add_nc_u32 v18, 12, v11
	s_wait_alu depctr_vm_vsrc(6)
	v_dual_add_nc_u32 v19, 14, v11 :: v_dual_add_nc_u32 v20, 1, v12
	s_wait_alu depctr_vm_vsrc(5)
	v_dual_cndmask_b32 v21, 0x80000000, v11 :: v_dual_add_nc_u32 v22, 2, v12
	s_wait_alu depctr_vm_vsrc(3)
	v_dual_add_nc_u32 v23, 3, v12 :: v_dual_add_nc_u32 v24, 4, v12
	s_wait_alu depctr_vm_vsrc(1)
	v_dual_add_nc_u32 v25, 5, v12 :: v_dual_add_nc_u32 v26, 6, v12
	v_add_nc_u32_e32 v12, 7, v12
	v_cmp_gt_i32_e32 vcc_lo, s25, v20
	v_cmp_gt_i32_e64 s0, s25, v22
	v_cmp_gt_i32_e64 s1, s25, v23
	v_cmp_gt_i32_e64 s2, s25, v24
	v_cmp_gt_i32_e64 s3, s25, v25
	v_cmp_gt_i32_e64 s4, s25, v26
	v_cmp_gt_i32_e64 s5, s25, v12
	v_add_nc_u32_e32 v11, 0x200, v11
	v_cndmask_b32_e32 v20, 0x80000000, v13, vcc_lo
	s_wait_alu depctr_va_vdst(12)
	buffer_load_u16 v21, v21, s[20:23], null offen
	v_cndmask_b32_e64 v22, 0x80000000, v14, s0
	v_cndmask_b32_e64 v23, 0x80000000, v15, s1
	v_cndmask_b32_e64 v24, 0x80000000, v16, s2
	v_cndmask_b32_e64 v25, 0x80000000, v17, s3
	v_cndmask_b32_e64 v26, 0x80000000, v18, s4
	s_wait_alu depctr_vm_vsrc(1)
	v_cndmask_b32_e64 v27, 0x80000000, v19, s5
	s_addk_co_i32 s6, 0x100
	s_wait_alu depctr_va_vdst(6)
	buffer_load_u16 v28, v20, s[20:23], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u16 v29, v22, s[20:23], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v30, v23, s[20:23], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v31, v24, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v32, v25, s[20:23], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v33, v26, s[20:23], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v34, v27, s[20:23], null offen
	s_cmp_lt_i32 s6, s25
	s_wait_loadcnt 0x7
	v_cvt_f32_f16_e32 v12, v21.l
	s_wait_loadcnt 0x6
	v_cvt_f32_f16_e32 v13, v28.l
	s_wait_loadcnt 0x5
	v_cvt_f32_f16_e32 v14, v29.l
	s_wait_loadcnt 0x4
	v_cvt_f32_f16_e32 v15, v30.l
	s_wait_loadcnt 0x3
	v_cvt_f32_f16_e32 v16, v31.l
	s_wait_loadcnt 0x2
	v_cvt_f32_f16_e32 v17, v32.l
	s_wait_loadcnt 0x1
	v_cvt_f32_f16_e32 v18, v33.l
	s_wait_loadcnt 0x0
	v_cvt_f32_f16_e32 v19, v34.l
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
	v_pk_add_f32 v[2:3], v[2:3], v[16:17]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_add_f32 v[8:9], v[8:9], v[18:19]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v8, v9 :: v_dual_mov_b32 v3, v9
	v_dual_mov_b32 v2, v9 :: v_dual_mov_b32 v7, v9
	v_dual_mov_b32 v6, v9 :: v_dual_mov_b32 v5, v9
	v_mov_b32_e32 v4, v9
.LBB0_4:                                ; %._crit_edge
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[2:3], v[2:3], v[8:9]
	s_cvt_f32_i32 s27, s25
	s_and_b32 s0, s24, exec_lo
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	s_cmp_lg_u32 s0, 1
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v2, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v2, v2, v2 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v3, v2, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s0, v2, 31
	v_div_scale_f32 v2, null, s27, s27, s0
	v_div_scale_f32 v3, vcc_lo, s0, s27, s0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v4, v2
	v_xor_b32_e32 v5, 0x80000000, v2
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v5, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v2, v4
	v_mul_f32_e32 v2, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, v5, v2, v3
	v_fmac_f32_e32 v2, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v3, v5, v2
	v_div_fmas_f32 v2, v3, v4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fixup_f32 v2, v2, s27, s0
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ; %.lr.ph36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v3, v2
	v_lshl_add_u32 v12, s7, 1, v10
	v_mov_b32_e32 v4, 0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v6, v4
	v_mov_b32_e32 v7, v4
	s_or_b64 s[20:21], s[8:9], 0xfc00000000000000
	v_mov_b32_e32 v8, v4
	s_mov_b64 s[22:23], 0xffffff
	v_dual_mov_b32 v9, v4 :: v_dual_mov_b32 v10, v4
	v_mov_b32_e32 v11, v4
	s_mov_b32 s28, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_vm_vsrc(6)
	v_dual_add_nc_u32 v13, s28, v1 :: v_dual_add_nc_u32 v14, 2, v12
	v_dual_add_nc_u32 v15, 4, v12 :: v_dual_add_nc_u32 v16, 6, v12
	v_add_nc_u32_e32 v17, 8, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_i32_e32 vcc_lo, s25, v13
	v_dual_add_nc_u32 v18, 10, v12 :: v_dual_add_nc_u32 v19, 12, v12
	v_dual_add_nc_u32 v20, 14, v12 :: v_dual_add_nc_u32 v21, 1, v13
	s_wait_alu depctr_vm_vsrc(4)
	v_dual_cndmask_b32 v22, 0x80000000, v12 :: v_dual_add_nc_u32 v23, 2, v13
	s_wait_alu depctr_vm_vsrc(2)
	v_dual_add_nc_u32 v24, 3, v13 :: v_dual_add_nc_u32 v25, 4, v13
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_add_nc_u32 v26, 5, v13 :: v_dual_add_nc_u32 v27, 6, v13
	v_add_nc_u32_e32 v13, 7, v13
	v_cmp_gt_i32_e64 s0, s25, v21
	v_cmp_gt_i32_e64 s1, s25, v23
	v_cmp_gt_i32_e64 s2, s25, v24
	v_cmp_gt_i32_e64 s3, s25, v25
	v_cmp_gt_i32_e64 s4, s25, v26
	v_cmp_gt_i32_e64 s5, s25, v27
	v_cmp_gt_i32_e64 s6, s25, v13
	v_add_nc_u32_e32 v12, 0x200, v12
	v_cndmask_b32_e64 v13, 0x80000000, v14, s0
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v22, v22, s[20:23], null offen
	v_cndmask_b32_e64 v23, 0x80000000, v15, s1
	v_cndmask_b32_e64 v24, 0x80000000, v16, s2
	v_cndmask_b32_e64 v25, 0x80000000, v17, s3
	v_cndmask_b32_e64 v26, 0x80000000, v18, s4
	v_cndmask_b32_e64 v27, 0x80000000, v19, s5
	v_cndmask_b32_e64 v28, 0x80000000, v20, s6
	s_addk_co_i32 s28, 0x100
	buffer_load_u16 v29, v13, s[20:23], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u16 v30, v23, s[20:23], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v31, v24, s[20:23], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v32, v25, s[20:23], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_u16 v33, v26, s[20:23], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v34, v27, s[20:23], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v35, v28, s[20:23], null offen
	s_cmp_lt_i32 s28, s25
	s_wait_loadcnt 0x7
	v_cvt_f32_f16_e32 v14, v22.l
	s_wait_loadcnt 0x6
	v_cvt_f32_f16_e32 v15, v29.l
	s_wait_loadcnt 0x5
	v_cvt_f32_f16_e32 v16, v30.l
	s_wait_loadcnt 0x4
	v_cvt_f32_f16_e32 v17, v31.l
	s_wait_loadcnt 0x3
	v_cvt_f32_f16_e32 v18, v32.l
	s_wait_loadcnt 0x2
	v_cvt_f32_f16_e32 v19, v33.l
	s_wait_loadcnt 0x1
	v_cvt_f32_f16_e32 v20, v34.l
	s_wait_loadcnt 0x0
	v_cvt_f32_f16_e32 v21, v35.l
	v_pk_add_f32 v[14:15], v[14:15], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[16:17], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_pk_add_f32 v[20:21], v[20:21], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_dual_cndmask_b32 v14, 0, v14, vcc_lo :: v_dual_cndmask_b32 v15, 0, v15, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v16, 0, v16, s1 :: v_dual_cndmask_b32 v17, 0, v17, s2
	v_dual_cndmask_b32 v18, 0, v18, s3 :: v_dual_cndmask_b32 v19, 0, v19, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v20, 0, v20, s5 :: v_dual_cndmask_b32 v21, 0, v21, s6
	v_pk_fma_f32 v[4:5], v[14:15], v[14:15], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_pk_fma_f32 v[6:7], v[16:17], v[16:17], v[6:7]
	v_pk_fma_f32 v[8:9], v[18:19], v[18:19], v[8:9]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_fma_f32 v[10:11], v[20:21], v[20:21], v[10:11]
	s_cbranch_scc1 .LBB0_6
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v11, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v10, v11 :: v_dual_mov_b32 v9, v11
	v_dual_mov_b32 v8, v11 :: v_dual_mov_b32 v7, v11
	v_dual_mov_b32 v6, v11 :: v_dual_mov_b32 v5, v11
	v_mov_b32_e32 v4, v11
.LBB0_8:                                ; %._crit_edge37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[6:7], v[8:9], v[10:11]
	v_cmp_eq_u32_e64 s0, 0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_add_f32_e32 v3, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v3, v3, v3 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v3, v3, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v3, v3, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v4, v3, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s1, v3, 31
	v_div_scale_f32 v3, null, s27, s27, s1
	v_div_scale_f32 v4, vcc_lo, s1, s27, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v5, v3
	v_xor_b32_e32 v6, 0x80000000, v3
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v3, v6, v5, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v3, v5
	v_mul_f32_e32 v3, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, v6, v3, v4
	v_fmac_f32_e32 v3, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v6, v3
	v_div_fmas_f32 v3, v4, v5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v3, v3, s27, s1
	v_add_f32_e32 v3, s26, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v3, v3
	v_nop
	v_div_scale_f32 v4, null, v3, v3, 1.0
	v_div_scale_f32 v5, vcc_lo, 1.0, v3, 1.0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v6, v4
	v_xor_b32_e32 v7, 0x80000000, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v4, v7, v6, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v4, v6
	v_mul_f32_e32 v4, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v8, v7, v4, v5
	v_fmac_f32_e32 v4, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v7, v4
	v_div_fmas_f32 v4, v5, v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fixup_f32 v4, v4, v3, 1.0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mov_b32_e32 v3, ttmp9
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x1
	global_store_b32 v3, v2, s[16:17] scale_offset
	global_store_b32 v3, v4, s[18:19] scale_offset
.LBB0_10:                               ; %.critedge
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, s24, exec_lo
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_13
; %bb.11:                               ; %.lr.ph71
	v_or_b32_e32 v6, 32, v0
	v_or_b32_e32 v7, 64, v0
	v_or_b32_e32 v8, 0x60, v0
	v_or_b32_e32 v9, 0x80, v0
	v_or_b32_e32 v10, 0xa0, v0
	v_or_b32_e32 v11, 0xc0, v0
	v_or_b32_e32 v12, 0xe0, v0
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_add_nc_u32 v13, s7, v0 :: v_dual_bitop2_b32 v14, 1, v1 bitop3:0x54
	v_or_b32_e32 v15, 2, v1
	v_or_b32_e32 v16, 3, v1
	v_or_b32_e32 v17, 4, v1
	v_or_b32_e32 v18, 5, v1
	v_or_b32_e32 v19, 6, v1
	v_dual_add_nc_u32 v21, s7, v1 :: v_dual_bitop2_b32 v20, 7, v1 bitop3:0x54
	v_dual_mov_b32 v3, v2 :: v_dual_mov_b32 v5, v4
	v_xor_b32_e32 v23, 32, v1
	v_and_b32_e32 v24, 30, v0
	v_bfe_i32 v25, v0, 0, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_add_nc_u32 v22, 0, v1 :: v_dual_add_nc_u32 v23, 0, v23
	s_or_b32 s17, s13, 0xfc000000
	s_mov_b64 s[22:23], 0xffffff
	s_mov_b64 s[18:19], 0xffffff
	v_and_b32_e32 v25, 0x120, v25
	s_or_b32 s13, s15, 0xfc000000
	s_or_b64 s[20:21], s[8:9], 0xfc00000000000000
	s_or_b32 s9, s11, 0xfc000000
	s_mov_b32 s7, 0
	v_or_b32_e32 v26, v25, v24
	v_bitop3_b32 v25, v25, 32, v24 bitop3:0x36
	s_mov_b32 s16, s12
	s_mov_b32 s12, s14
	s_mov_b32 s8, s10
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	v_add_nc_u32_e32 v24, 0, v26
	s_mov_b32 s10, s18
	v_add_nc_u32_e32 v25, 0, v25
	s_mov_b32 s11, s19
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v26, s7, v1
	v_or_b32_e32 v27, s7, v14
	v_or_b32_e32 v28, s7, v15
	v_or_b32_e32 v29, s7, v16
	v_or_b32_e32 v30, s7, v17
	v_cmp_gt_i32_e32 vcc_lo, s25, v26
	v_lshlrev_b32_e32 v26, 1, v26
	v_or_b32_e32 v31, s7, v18
	v_or_b32_e32 v32, s7, v19
	v_or_b32_e32 v33, s7, v20
	v_add_lshl_u32 v34, s7, v21, 1
	v_cndmask_b32_e32 v46, 0x80000000, v26, vcc_lo
	v_cmp_gt_i32_e64 s0, s25, v27
	v_lshlrev_b32_e32 v26, 1, v27
	v_cmp_gt_i32_e64 s1, s25, v28
	v_cmp_gt_i32_e64 s2, s25, v29
	v_cmp_gt_i32_e64 s3, s25, v30
	v_cmp_gt_i32_e64 s4, s25, v31
	v_cndmask_b32_e64 v47, 0x80000000, v26, s0
	v_lshlrev_b32_e32 v26, 1, v28
	v_cmp_gt_i32_e64 s5, s25, v32
	v_cmp_gt_i32_e64 s6, s25, v33
	v_dual_lshlrev_b32 v27, 1, v29 :: v_dual_lshlrev_b32 v28, 1, v30
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v48, 0x80000000, v26, s1
	v_dual_lshlrev_b32 v26, 1, v31 :: v_dual_lshlrev_b32 v29, 1, v32
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v35, v46, s[16:19], null offen
	buffer_load_u16 v36, v46, s[12:15], null offen
	v_cndmask_b32_e64 v49, 0x80000000, v27, s2
	v_cndmask_b32_e64 v50, 0x80000000, v28, s3
	v_cndmask_b32_e64 v26, 0x80000000, v26, s4
	v_cndmask_b32_e64 v27, 0x80000000, v29, s5
	v_lshlrev_b32_e32 v28, 1, v33
	s_wait_alu depctr_va_vdst(1)
	buffer_load_u16 v29, v47, s[16:19], null offen
	buffer_load_u16 v30, v47, s[12:15], null offen
	v_dual_cndmask_b32 v31, 0x80000000, v34 :: v_dual_add_nc_u32 v32, 2, v34
	v_cndmask_b32_e64 v28, 0x80000000, v28, s6
	v_add_nc_u32_e32 v33, 4, v34
	buffer_load_u16 v37, v48, s[16:19], null offen
	buffer_load_u16 v38, v48, s[12:15], null offen
	v_cndmask_b32_e64 v32, 0x80000000, v32, s0
	v_add_nc_u32_e32 v39, 6, v34
	v_cndmask_b32_e64 v33, 0x80000000, v33, s1
	s_clause 0x3
	buffer_load_u16 v40, v49, s[16:19], null offen
	buffer_load_u16 v41, v50, s[16:19], null offen
	buffer_load_u16 v42, v26, s[16:19], null offen
	buffer_load_u16 v43, v27, s[16:19], null offen
	s_clause 0x1
	buffer_load_u16 v44, v49, s[12:15], null offen
	buffer_load_u16 v45, v50, s[12:15], null offen
	s_wait_alu depctr_vm_vsrc(6)
	s_clause 0x1
	buffer_load_u16 v46, v26, s[12:15], null offen
	buffer_load_u16 v47, v27, s[12:15], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_u16 v48, v31, s[20:23], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v51, v28, s[16:19], null offen
	buffer_load_u16 v52, v28, s[12:15], null offen
	s_wait_xcnt 0x4
	s_wait_alu depctr_vm_vsrc(4)
	v_cndmask_b32_e64 v26, 0x80000000, v39, s2
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_add_nc_u32_e32 v27, 8, v34
	s_wait_alu depctr_va_vdst(4)
	buffer_load_u16 v49, v32, s[20:23], null offen
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_add_nc_u32_e32 v28, 10, v34
	s_wait_alu depctr_va_vdst(3)
	buffer_load_u16 v50, v33, s[20:23], null offen
	v_add_nc_u32_e32 v31, 12, v34
	v_cndmask_b32_e64 v27, 0x80000000, v27, s3
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_add_nc_u32_e32 v32, 14, v34
	v_cndmask_b32_e64 v28, 0x80000000, v28, s4
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v33, s7, v0
	v_cndmask_b32_e64 v31, 0x80000000, v31, s5
	v_or_b32_e32 v34, s7, v6
	v_cndmask_b32_e64 v32, 0x80000000, v32, s6
	v_or_b32_e32 v39, s7, v7
	v_or_b32_e32 v53, s7, v8
	v_or_b32_e32 v54, s7, v9
	s_wait_alu depctr_va_vdst(13)
	buffer_load_u16 v55, v26, s[20:23], null offen
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v26, s7, v10
	v_or_b32_e32 v56, s7, v11
	v_or_b32_e32 v57, s7, v12
	v_add_lshl_u32 v58, s7, v13, 1
	v_cmp_gt_i32_e32 vcc_lo, s25, v33
	s_wait_alu depctr_va_vdst(14)
	buffer_load_u16 v59, v27, s[20:23], null offen
	v_cmp_gt_i32_e64 s0, s25, v34
	s_wait_alu depctr_va_vdst(13)
	buffer_load_u16 v60, v28, s[20:23], null offen
	v_cmp_gt_i32_e64 s1, s25, v39
	s_wait_alu depctr_va_vdst(12)
	buffer_load_u16 v61, v31, s[20:23], null offen
	v_cmp_gt_i32_e64 s2, s25, v53
	s_wait_alu depctr_va_vdst(0)
	buffer_load_u16 v53, v32, s[20:23], null offen
	v_cndmask_b32_e32 v62, 0x80000000, v58, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, s25, v54
	v_cmp_gt_i32_e64 s3, s25, v26
	v_cmp_gt_i32_e64 s4, s25, v56
	v_cmp_gt_i32_e64 s5, s25, v57
	v_add_nc_u32_e32 v26, 64, v58
	s_wait_xcnt 0x3
	s_wait_alu depctr_vm_vsrc(3)
	v_add_nc_u32_e32 v27, 0x80, v58
	s_wait_xcnt 0x2
	s_wait_alu depctr_vm_vsrc(2)
	v_add_nc_u32_e32 v28, 0xc0, v58
	s_wait_xcnt 0x1
	s_wait_alu depctr_vm_vsrc(1)
	v_add_nc_u32_e32 v31, 0x100, v58
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_add_nc_u32_e32 v32, 0x140, v58
	v_add_nc_u32_e32 v33, 0x180, v58
	v_add_nc_u32_e32 v34, 0x1c0, v58
	v_cndmask_b32_e64 v54, 0x80000000, v26, s0
	v_cndmask_b32_e64 v56, 0x80000000, v27, s1
	v_cndmask_b32_e64 v57, 0x80000000, v28, s2
	v_cndmask_b32_e32 v58, 0x80000000, v31, vcc_lo
	v_cndmask_b32_e64 v63, 0x80000000, v32, s3
	v_cndmask_b32_e64 v64, 0x80000000, v33, s4
	v_cndmask_b32_e64 v65, 0x80000000, v34, s5
	s_addk_co_i32 s7, 0x100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s7, s25
	s_wait_loadcnt 0x17
	v_cvt_f32_f16_e32 v26, v35.l
	s_wait_loadcnt 0x16
	v_cvt_f32_f16_e32 v28, v36.l
	s_wait_loadcnt 0x15
	v_cvt_f32_f16_e32 v27, v29.l
	s_wait_loadcnt 0x14
	v_cvt_f32_f16_e32 v29, v30.l
	s_wait_loadcnt 0x13
	v_cvt_f32_f16_e32 v30, v37.l
	s_wait_loadcnt 0x12
	v_cvt_f32_f16_e32 v32, v38.l
	s_wait_loadcnt 0x11
	v_cvt_f32_f16_e32 v31, v40.l
	s_wait_loadcnt 0x10
	v_cvt_f32_f16_e32 v34, v41.l
	s_wait_loadcnt 0xf
	v_cvt_f32_f16_e32 v35, v42.l
	s_wait_loadcnt 0xe
	v_cvt_f32_f16_e32 v36, v43.l
	s_wait_loadcnt 0xd
	v_cvt_f32_f16_e32 v33, v44.l
	s_wait_loadcnt 0xc
	v_cvt_f32_f16_e32 v38, v45.l
	s_wait_loadcnt 0xb
	v_cvt_f32_f16_e32 v39, v46.l
	s_wait_loadcnt 0xa
	v_cvt_f32_f16_e32 v40, v47.l
	s_wait_loadcnt 0x9
	v_cvt_f32_f16_e32 v42, v48.l
	s_wait_loadcnt 0x8
	v_cvt_f32_f16_e32 v37, v51.l
	s_wait_loadcnt 0x7
	v_cvt_f32_f16_e32 v41, v52.l
	s_wait_loadcnt 0x6
	v_cvt_f32_f16_e32 v43, v49.l
	s_wait_loadcnt 0x5
	v_cvt_f32_f16_e32 v44, v50.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[42:43], v[42:43], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[4:5], v[42:43]
	s_wait_loadcnt 0x4
	v_cvt_f32_f16_e32 v45, v55.l
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_fma_f32 v[26:27], v[42:43], v[26:27], v[28:29]
	v_pk_add_f32 v[28:29], v[44:45], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	s_wait_loadcnt 0x3
	v_cvt_f32_f16_e32 v42, v59.l
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_pk_f16_f32 v45, v26, v27
	s_wait_loadcnt 0x2
	v_cvt_f32_f16_e32 v43, v60.l
	s_wait_loadcnt 0x1
	v_cvt_f32_f16_e32 v26, v61.l
	v_pk_mul_f32 v[28:29], v[4:5], v[28:29]
	s_wait_loadcnt 0x0
	v_cvt_f32_f16_e32 v27, v53.l
	v_pk_add_f32 v[42:43], v[42:43], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b16_e32 v44.l, v45.l
	v_pk_fma_f32 v[28:29], v[28:29], v[30:31], v[32:33]
	v_lshrrev_b32_e32 v30, 16, v45
	v_pk_add_f32 v[26:27], v[26:27], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[4:5], v[42:43]
	; wave barrier
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_pk_f16_f32 v31, v28, v29
	v_pk_mul_f32 v[26:27], v[4:5], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[28:29], v[32:33], v[34:35], v[38:39]
	v_mov_b16_e32 v44.h, v31.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v31, 16, v31
	v_pk_fma_f32 v[26:27], v[26:27], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_pk_f16_f32 v28, v28, v29
	v_mov_b16_e32 v30.h, v31.l
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_pk_f16_f32 v26, v26, v27
	v_mov_b16_e32 v45.l, v28.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v31, 16, v28
	v_mov_b16_e32 v45.h, v26.l
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v26, 16, v26
	v_mov_b16_e32 v31.h, v26.l
	s_wait_alu depctr_va_vdst(2)
	ds_store_b64 v22, v[44:45]
	s_wait_alu depctr_va_vdst(0)
	ds_store_b64 v23, v[30:31] offset:256
	; wave barrier
	ds_load_u16 v26, v24
	ds_load_u16 v27, v25
	ds_load_u16 v28, v24 offset:64
	ds_load_u16 v29, v25 offset:64
	s_wait_alu depctr_vm_vsrc(4)
	ds_load_u16 v30, v24 offset:128
	ds_load_u16 v31, v25 offset:128
	ds_load_u16 v32, v24 offset:192
	ds_load_u16 v33, v25 offset:192
	s_wait_dscnt 0x7
	buffer_store_b16 v26, v62, s[8:11], null offen
	s_wait_dscnt 0x6
	buffer_store_b16 v27, v54, s[8:11], null offen
	s_wait_dscnt 0x5
	buffer_store_b16 v28, v56, s[8:11], null offen
	s_wait_dscnt 0x4
	buffer_store_b16 v29, v57, s[8:11], null offen
	s_wait_dscnt 0x3
	buffer_store_b16 v30, v58, s[8:11], null offen
	s_wait_dscnt 0x2
	buffer_store_b16 v31, v63, s[8:11], null offen
	s_wait_dscnt 0x1
	buffer_store_b16 v32, v64, s[8:11], null offen
	s_wait_dscnt 0x0
	buffer_store_b16 v33, v65, s[8:11], null offen
	s_cbranch_scc1 .LBB0_12
.LBB0_13:                               ; %._crit_edge72
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.size	_layer_norm_fwd_fused, .Lfunc_end0-_layer_norm_fwd_fused
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _layer_norm_fwd_fused
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 66
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_layer_norm_fwd_fused)<<4)&4080)>>4
		.amdhsa_round_robin_scheduling 0
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
	.set .L_layer_norm_fwd_fused.num_vgpr, 66
	.set .L_layer_norm_fwd_fused.num_agpr, 0
	.set .L_layer_norm_fwd_fused.numbered_sgpr, 66
	.set .L_layer_norm_fwd_fused.num_named_barrier, 0
	.set .L_layer_norm_fwd_fused.private_seg_size, 0
	.set .L_layer_norm_fwd_fused.uses_vcc, 1
	.set .L_layer_norm_fwd_fused.uses_flat_scratch, 0
	.set .L_layer_norm_fwd_fused.has_dyn_sized_stack, 0
	.set .L_layer_norm_fwd_fused.has_recursion, 0
	.set .L_layer_norm_fwd_fused.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3960
; TotalNumSgprs: 68
; NumVgprs: 66
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 66
; NamedBarCnt: 0
; Occupancy: 12
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
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
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         _layer_norm_fwd_fused.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
