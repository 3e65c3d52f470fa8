	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax_kernel                  ; -- Begin function softmax_kernel
	.p2align	8
	.type	softmax_kernel,@function
softmax_kernel:                         ; @softmax_kernel
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1 ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_mov_b64 s[64:65], 0
	v_nop
	global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
	s_load_b256 s[4:11], s[0:1], 0x0 nv
	s_bfe_u32 s21, ttmp8, 0x50019
	v_and_b32_e32 v4, 31, v0
	s_lshl_b32 s2, s21, 5
	s_mov_b32 s15, 0
	s_and_b32 s20, s2, 0xe0
	s_mov_b32 s14, 0xffffff
	v_or_b32_e32 v1, s20, v4
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x30 nv
	s_mov_b64 s[18:19], 0xffffff
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e64 s2, s11, v1
	s_mul_i32 s3, s8, ttmp9
	s_cmp_lt_i32 ttmp9, s10
	v_add_lshl_u32 v3, s3, v1, 2
	s_cselect_b32 s3, -1, 0
	s_or_b64 s[16:17], s[6:7], 0xfc00000000000000
	s_and_b32 vcc_lo, s3, s2
	s_mov_b32 s12, s16
	v_cndmask_b32_e32 v2, 0x80000000, v3, vcc_lo
	s_mov_b32 s13, s17
	v_lshlrev_b32_e32 v3, 2, v0
	s_sub_co_i32 s3, s10, s0
	s_lshl_b32 s1, s21, 2
	s_cmp_lt_i32 ttmp9, s3
	s_wait_alu depctr_va_vdst(1)
	buffer_load_b32 v2, v2, s[12:15], null offen
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v0, 28, v3
	s_or_b64 s[12:13], s[4:5], 0xfc00000000000000
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b32 s15, -1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $sgpr12_sgpr13
.LBB0_3:                                ; %Flow23
	s_and_b32 s1, s1, 28
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v2, 0xff800000, v2, vcc_lo
	s_and_b32 s6, s15, exec_lo
	s_cselect_b32 s6, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
	s_or_b64 s[12:13], s[4:5], 0xfc00000000000000
	s_add_co_i32 s5, ttmp9, s0
	v_dual_mov_b32 v5, s1 :: v_dual_bitop2_b32 v0, 28, v3 bitop3:0x40
	s_mul_i32 s4, ttmp9, s9
	s_mul_i32 s5, s8, s5
	s_add_co_i32 s4, s4, s20
	s_add_co_i32 s5, s5, s20
	v_add_lshl_u32 v3, s4, v4, 2
	v_add_lshl_u32 v4, s5, v4, 2
	v_add_nc_u32_e32 v6, 0, v0
	s_mul_i32 s4, s0, s9
	s_mul_i32 s5, s0, s8
	s_mov_b32 s6, ttmp9
	s_mov_b64 s[14:15], 0xffffff
	s_lshl_b32 s4, s4, 2
	s_lshl_b32 s5, s5, 2
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cndmask_b32_e64 v7, 0x80000000, v4, s2
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_dpp v8, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v9, v2, v2
	s_add_co_i32 s6, s6, s0
	v_add_nc_u32_e32 v4, s5, v4
	s_cmp_lt_i32 s6, s3
	v_max_num_f32_e32 v8, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v9, v8
	s_wait_alu depctr_va_vdst(5)
	buffer_load_b32 v7, v7, s[16:19], null offen
	v_mov_b32_dpp v9, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
	v_mov_b32_dpp v9, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v9, v9, v9
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v9, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
	v_permlanex16_b32 v9, v8, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v9, v9, v9
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s7, v8, 31
	v_mov_b32_e32 v8, s7
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v5, v8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v10, v6
	s_wait_dscnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_dpp v8, v10 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v9, v10, v10
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v8
	v_max_num_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v9, v8 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
	v_mov_b32_dpp v9, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v9, v9, v9
	s_barrier_wait -1
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v2, v8
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v2
	v_cndmask_b32_e64 v8, 0, 0x42800000, vcc_lo
	v_add_f32_e32 v2, v2, v8
	v_cndmask_b32_e64 v8, 0, 0xffffffc0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v2, v2
	v_nop
	v_ldexp_f32 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v8, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v9, v8, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s7, v8, 31
	v_mov_b32_e32 v8, s7
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v5, v8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v11, v6
	s_wait_dscnt 0x0
	s_wait_alu depctr_vm_vsrc(1)
	v_add_f32_dpp v8, v11, v11 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v8, v8 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v9, null, v8, v8, v2
	v_div_scale_f32 v12, vcc_lo, v2, v8, v2
	v_rcp_f32_e32 v10, v9
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v12, v10
	v_fma_f32 v13, -v9, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v13, v10
	v_fma_f32 v9, -v9, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v9, v9, v10, v11
	v_cndmask_b32_e64 v10, 0x80000000, v3, s2
	v_add_nc_u32_e32 v3, s4, v3
	v_div_fixup_f32 v8, v9, v8, v2
	s_wait_loadcnt 0x0
	v_cndmask_b32_e64 v2, 0xff800000, v7, s2
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b32 v8, v10, s[12:15], null offen
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	s_mov_b64 s[14:15], s[18:19]
.LBB0_7:                                ; %._crit_edge
	v_mov_b32_dpp v3, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v4, v2, v2
	s_barrier_signal -1
	s_cmp_gt_i32 s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_max_num_f32 v3, v3, v3 :: v_dual_add_nc_u32 v0, 0, v0
	v_max_num_f32_e32 v3, v4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v4, v3 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v4, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v3, v3, v4
	v_mov_b32_dpp v4, v3 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v4, v4, v4
	s_barrier_wait -1
	v_max_num_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v4, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v4, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v3, v3, v4
	v_permlanex16_b32 v4, v3, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v4, v4, v4
	v_max_num_f32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s3, v3, 31
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, s3
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v3, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v5, v0
	s_wait_dscnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_mov_b32_dpp v4, v5 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v5, v5, v5
	s_barrier_signal -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v4, v4, v4
	v_max_num_f32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_dpp v5, v4 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_num_f32_e32 v5, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v4, v4, v5
	v_mov_b32_dpp v5, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v5, v5, v5
	s_barrier_wait -1
	v_max_num_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v2, v4
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v2
	v_cndmask_b32_e64 v4, 0, 0x42800000, vcc_lo
	v_add_f32_e32 v2, v2, v4
	v_cndmask_b32_e64 v4, 0, 0xffffffc0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_exp_f32_e32 v2, v2
	v_nop
	v_ldexp_f32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v5, v4, -1, -1 op_sel:[1,0]
	v_add_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_readlane_b32 s1, v4, 31
	v_mov_b32_e32 v4, s1
	s_cselect_b32 s1, -1, 1
	s_abs_i32 s3, s0
	s_add_co_i32 s5, s0, s10
	s_cvt_f32_u32 s4, s3
	s_sub_co_i32 s6, 0, s3
	s_add_co_i32 s5, s5, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_s_rcp_f32 s4, s4
	s_sub_co_i32 s1, s5, ttmp9
	s_mul_f32 s4, s4, 0x4f7ffffe
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v3, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_cvt_u32_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s6, s6, s4
	s_mul_hi_u32 s5, s4, s6
	s_abs_i32 s6, s1
	s_add_co_i32 s4, s4, s5
	s_xor_b32 s1, s1, s0
	s_mul_hi_u32 s4, s6, s4
	s_ashr_i32 s1, s1, 31
	s_mul_i32 s5, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s5, s6, s5
	s_add_co_i32 s6, s4, 1
	s_sub_co_i32 s7, s5, s3
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s5, s7, s5
	s_add_co_i32 s6, s4, 1
	s_cmp_ge_u32 s5, s3
	s_cselect_b32 s3, s6, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s1
	s_sub_co_i32 s1, s3, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s3, s1, -1
	s_max_i32 s3, s3, 0
	s_barrier_wait -1
	ds_load_b32 v6, v0
	s_mul_i32 s0, s3, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s0, s0, ttmp9
	s_cmp_gt_i32 s1, 0
	s_mul_i32 s0, s0, s9
	v_add_lshl_u32 v1, s0, v1, 2
	s_cselect_b32 s0, -1, 0
	s_wait_dscnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_add_f32_dpp v0, v6, v6 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v0, v0, v0 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v3, null, v0, v0, v2
	v_div_scale_f32 v6, vcc_lo, v2, v0, v2
	v_rcp_f32_e32 v4, v3
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v6, v4
	v_fma_f32 v7, -v3, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v7, v4
	v_fma_f32 v3, -v3, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v3, v3, v4, v5
	s_and_b32 vcc_lo, s2, s0
	v_cndmask_b32_e32 v1, 0x80000000, v1, vcc_lo
	v_div_fixup_f32 v0, v3, v0, v2
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b32 v0, v1, s[12:15], null offen
	s_endpgm
.Lfunc_end0:
	.size	softmax_kernel, .Lfunc_end0-softmax_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 14
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-softmax_kernel)<<4)&4080)>>4
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
	.set .Lsoftmax_kernel.num_vgpr, 14
	.set .Lsoftmax_kernel.num_agpr, 0
	.set .Lsoftmax_kernel.numbered_sgpr, 66
	.set .Lsoftmax_kernel.num_named_barrier, 0
	.set .Lsoftmax_kernel.private_seg_size, 0
	.set .Lsoftmax_kernel.uses_vcc, 1
	.set .Lsoftmax_kernel.uses_flat_scratch, 0
	.set .Lsoftmax_kernel.has_dyn_sized_stack, 0
	.set .Lsoftmax_kernel.has_recursion, 0
	.set .Lsoftmax_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1812
; TotalNumSgprs: 68
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 14
; NamedBarCnt: 0
; Occupancy: 16
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
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
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         168
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 256
    .name:           softmax_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         softmax_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
