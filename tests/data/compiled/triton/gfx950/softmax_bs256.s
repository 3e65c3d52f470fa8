	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax_kernel                  ; -- Begin function softmax_kernel
	.p2align	8
	.type	softmax_kernel,@function
softmax_kernel:                         ; @softmax_kernel
; %bb.8:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
; %bb.9:
.LBB0_0:
	v_readfirstlane_b32 s21, v0
	v_and_b32_e32 v4, 63, v0
	s_and_b32 s23, s21, 0xc0
	v_or_b32_e32 v1, s23, v4
	s_cmp_lt_i32 s15, s8
	s_mov_b64 s[16:17], s[2:3]
	v_cmp_gt_i32_e64 s[0:1], s9, v1
	s_cselect_b64 s[2:3], -1, 0
	s_mul_i32 s9, s6, s15
	v_add_lshl_u32 v2, v1, s9, 2
	v_bfrev_b32_e32 v3, 1
	s_and_b64 vcc, s[2:3], s[0:1]
	s_mov_b32 s10, s6
	s_mov_b32 s11, s7
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e32 v2, v3, v2, vcc
	buffer_load_dword v2, v2, s[4:7], 0 offen
	v_mov_b32_e32 v3, 0xff800000
	s_sub_i32 s20, s8, s14
	s_lshr_b32 s9, s21, 4
	s_cmp_lt_i32 s15, s20
	v_lshlrev_b32_e32 v5, 2, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, v3, v2, vcc
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	s_and_b32 s18, s21, 0x100
	v_and_b32_e32 v0, 12, v5
	s_and_b32 s13, s17, 0xffff
	s_mov_b32 s12, s16
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, s18
	s_mov_b64 s[18:19], s[6:7]
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $vgpr3
.LBB0_3:                                ; %Flow4
	s_and_b32 s9, s9, 12
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_and_b32 s17, s17, 0xffff
	s_and_b32 s21, s21, 0x100
	s_cselect_b64 s[2:3], 0, -1
	s_mul_i32 s22, s15, s11
	s_add_i32 s24, s15, s14
	s_add_i32 s22, s22, s23
	s_mul_i32 s24, s10, s24
	v_and_b32_e32 v0, 12, v5
	v_add_lshl_u32 v3, s22, v4, 2
	s_mul_i32 s22, s14, s11
	s_add_i32 s24, s24, s23
	s_mul_i32 s10, s14, s10
	s_mov_b32 s19, 0x27000
	s_mov_b32 s18, 0x7ffffffe
	s_mov_b64 s[12:13], s[16:17]
	s_and_b64 s[2:3], s[2:3], s[0:1]
	s_lshl_b32 s22, s22, 2
	v_add_lshl_u32 v4, s24, v4, 2
	s_lshl_b32 s10, s10, 2
	v_bfrev_b32_e32 v5, 1
	v_mov_b32_e32 v6, 0xff800000
	v_mov_b32_e32 v7, s9
	v_add_u32_e32 v8, 0, v0
	s_mov_b32 s23, 0xc2fc0000
	v_mov_b32_e32 v9, 0x42800000
	v_not_b32_e32 v10, 63
	s_mov_b32 s24, s15
	.p2align	5, , 4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_cndmask_b32_e64 v11, v5, v4, s[0:1]
	buffer_load_dword v11, v11, s[4:7], 0 offen
	v_mov_b32_dpp v12, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v2, v2
	v_max_f32_e32 v12, v12, v12
	v_max_f32_e32 v12, v13, v12
	s_barrier
	s_nop 0
	v_mov_b32_dpp v13, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	s_add_i32 s24, s24, s14
	s_nop 0
	v_mov_b32_dpp v13, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	v_cndmask_b32_e64 v14, v5, v3, s[2:3]
	v_add_u32_e32 v3, s22, v3
	v_mov_b32_dpp v13, v12 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	v_mov_b32_e32 v13, v12
	v_add_u32_e32 v4, s10, v4
	s_cmp_lt_i32 s24, s20
	v_mov_b32_dpp v13, v13 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e64 v11, v6, v11, s[0:1]
	v_mov_b32_dpp v13, v12 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	s_nop 0
	v_readlane_b32 s25, v12, 63
	s_nop 1
	v_mov_b32_e32 v12, s25
	ds_write_b32 v7, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v12, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v13, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v12, v12, v12
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	s_nop 1
	v_mov_b32_dpp v13, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v13, v13, v13
	v_max_f32_e32 v12, v12, v13
	v_sub_f32_e32 v2, v2, v12
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_cmp_gt_f32_e32 vcc, s23, v2
	s_nop 1
	v_cndmask_b32_e32 v12, 0, v9, vcc
	v_add_f32_e32 v2, v2, v12
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e32 v12, 0, v10, vcc
	v_ldexp_f32 v2, v2, v12
	s_nop 1
	v_add_f32_dpp v12, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v12, v12, v12 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v12, v12, v12 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v12, v12, v12 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v13, v12
	s_nop 1
	v_mov_b32_dpp v13, v13 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v12, v13, v12
	s_nop 1
	v_add_f32_dpp v12, v12, v12 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s25, v12, 63
	s_nop 1
	v_mov_b32_e32 v12, s25
	ds_write_b32 v7, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v12, v8
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v12, v12, v12 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v12, v12, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_div_scale_f32 v13, s[26:27], v12, v12, v2
	v_rcp_f32_e32 v16, v13
	v_div_scale_f32 v15, vcc, v2, v12, v2
	v_fma_f32 v17, -v13, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	v_mul_f32_e32 v17, v15, v16
	v_fma_f32 v18, -v13, v17, v15
	v_fmac_f32_e32 v17, v18, v16
	v_fma_f32 v13, -v13, v17, v15
	v_div_fmas_f32 v13, v13, v16, v17
	v_div_fixup_f32 v2, v13, v12, v2
	buffer_store_dword v2, v14, s[16:19], 0 offen
	v_mov_b32_e32 v2, v11
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	v_mov_b32_e32 v3, s21
	v_mov_b32_e32 v2, v11
.LBB0_7:                                ; %._crit_edge
	s_cmp_gt_i32 s14, -1
	s_cselect_b32 s2, -1, 1
	s_abs_i32 s3, s14
	v_cvt_f32_u32_e32 v4, s3
	v_max_f32_e32 v5, v2, v2
	s_add_i32 s4, s14, s8
	s_add_i32 s4, s4, s2
	v_rcp_f32_e32 v4, v4
	s_sub_i32 s2, 0, s3
	s_sub_i32 s4, s4, s15
	s_xor_b32 s5, s4, s14
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	s_abs_i32 s4, s4
	s_ashr_i32 s5, s5, 31
	v_add_u32_e32 v0, 0, v0
	v_readfirstlane_b32 s6, v4
	v_mov_b32_dpp v4, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v4, v4, v4
	v_max_f32_e32 v4, v5, v4
	s_mul_i32 s2, s2, s6
	s_mul_hi_u32 s2, s6, s2
	v_mov_b32_dpp v5, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
	s_add_i32 s6, s6, s2
	s_mul_hi_u32 s2, s4, s6
	v_mov_b32_dpp v5, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
	s_mul_i32 s6, s2, s3
	s_sub_i32 s4, s4, s6
	v_mov_b32_dpp v5, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
	v_mov_b32_e32 v5, v4
	s_add_i32 s7, s2, 1
	s_sub_i32 s6, s4, s3
	v_mov_b32_dpp v5, v5 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
	s_cmp_ge_u32 s4, s3
	s_cselect_b32 s2, s7, s2
	v_mov_b32_dpp v5, v4 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v4, v4, v5
	s_nop 0
	v_readlane_b32 s7, v4, 63
	v_mov_b32_e32 v4, s9
	s_barrier
	v_mov_b32_e32 v5, s7
	ds_write_b32 v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v0
	s_cselect_b32 s4, s6, s4
	s_add_i32 s6, s2, 1
	s_cmp_ge_u32 s4, s3
	s_mov_b32 s3, 0xc2fc0000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v6, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
	s_barrier
	s_nop 0
	v_mov_b32_dpp v6, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
	v_sub_f32_e32 v2, v2, v5
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_mov_b32_e32 v5, 0x42800000
	v_cmp_gt_f32_e32 vcc, s3, v2
	s_cselect_b32 s2, s6, s2
	s_nop 0
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_add_f32_e32 v2, v2, v5
	v_exp_f32_e32 v2, v2
	v_not_b32_e32 v5, 63
	v_cndmask_b32_e32 v5, 0, v5, vcc
	s_xor_b32 s2, s2, s5
	v_ldexp_f32 v2, v2, v5
	s_sub_i32 s4, s2, s5
	s_add_i32 s2, s4, -1
	v_add_f32_dpp v5, v2, v2 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_max_i32 s2, s2, 0
	s_mul_i32 s5, s2, s14
	v_add_f32_dpp v5, v5, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_add_i32 s5, s5, s15
	s_cmp_gt_i32 s4, 0
	v_add_f32_dpp v5, v5, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_mul_i32 s5, s5, s11
	v_add_lshl_u32 v1, s5, v1, 2
	v_add_f32_dpp v5, v5, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_e32 v6, v5
	s_mov_b32 s14, s18
	s_mov_b32 s15, s19
	v_mov_b32_dpp v6, v6 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_add_f32_e32 v5, v6, v5
	s_nop 1
	v_add_f32_dpp v5, v5, v5 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_readlane_b32 s3, v5, 63
	s_nop 1
	v_mov_b32_e32 v5, s3
	ds_write_b32 v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add_f32_dpp v0, v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_div_scale_f32 v4, s[2:3], v0, v0, v2
	v_rcp_f32_e32 v5, v4
	s_cselect_b64 s[2:3], -1, 0
	v_fma_f32 v6, -v4, v5, 1.0
	v_fmac_f32_e32 v5, v6, v5
	v_div_scale_f32 v6, vcc, v2, v0, v2
	v_mul_f32_e32 v7, v6, v5
	v_fma_f32 v8, -v4, v7, v6
	v_fmac_f32_e32 v7, v8, v5
	v_fma_f32 v4, -v4, v7, v6
	v_div_fmas_f32 v4, v4, v5, v7
	v_cmp_eq_u32_e32 vcc, 0, v3
	s_and_b64 s[2:3], vcc, s[2:3]
	v_div_fixup_f32 v0, v4, v0, v2
	v_bfrev_b32_e32 v2, 1
	s_and_b64 vcc, s[0:1], s[2:3]
	v_cndmask_b32_e32 v1, v2, v1, vcc
	buffer_store_dword v0, v1, s[12:15], 0 offen
	s_endpgm
.Lfunc_end0:
	.size	softmax_kernel, .Lfunc_end0-softmax_kernel
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 20
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
	.set .Lsoftmax_kernel.num_vgpr, 19
	.set .Lsoftmax_kernel.num_agpr, 0
	.set .Lsoftmax_kernel.numbered_sgpr, 28
	.set .Lsoftmax_kernel.num_named_barrier, 0
	.set .Lsoftmax_kernel.private_seg_size, 0
	.set .Lsoftmax_kernel.uses_vcc, 1
	.set .Lsoftmax_kernel.uses_flat_scratch, 0
	.set .Lsoftmax_kernel.has_dyn_sized_stack, 0
	.set .Lsoftmax_kernel.has_recursion, 0
	.set .Lsoftmax_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1836
; TotalNumSgprs: 34
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
    .max_flat_workgroup_size: 512
    .name:           softmax_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         softmax_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
