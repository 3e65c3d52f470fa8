	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_f32_32x32x1f32     ; -- Begin function mfma_f32_32x32x1f32
	.globl	mfma_f32_32x32x1f32
	.p2align	8
	.type	mfma_f32_32x32x1f32,@function
mfma_f32_32x32x1f32:                    ; @mfma_f32_32x32x1f32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 2, v0
	v_lshlrev_b32_e32 v33, 7, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v34, v32, s[4:5]
	global_load_dword v35, v32, s[6:7]
	global_load_dwordx4 v[28:31], v33, s[8:9] offset:112
	global_load_dwordx4 v[24:27], v33, s[8:9] offset:96
	global_load_dwordx4 v[20:23], v33, s[8:9] offset:80
	global_load_dwordx4 v[16:19], v33, s[8:9] offset:64
	global_load_dwordx4 v[12:15], v33, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v33, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v33, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v33, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x1_2b_f32 v[0:31], v34, v35, v[0:31]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v33, v[24:27], s[10:11] offset:96
	global_store_dwordx4 v33, v[28:31], s[10:11] offset:112
	global_store_dwordx4 v33, v[16:19], s[10:11] offset:64
	global_store_dwordx4 v33, v[20:23], s[10:11] offset:80
	global_store_dwordx4 v33, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v33, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v33, v[0:3], s[10:11]
	global_store_dwordx4 v33, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end0:
	.size	mfma_f32_32x32x1f32, .Lfunc_end0-mfma_f32_32x32x1f32
                                        ; -- End function
	.set mfma_f32_32x32x1f32.num_vgpr, 36
	.set mfma_f32_32x32x1f32.num_agpr, 0
	.set mfma_f32_32x32x1f32.numbered_sgpr, 12
	.set mfma_f32_32x32x1f32.num_named_barrier, 0
	.set mfma_f32_32x32x1f32.private_seg_size, 0
	.set mfma_f32_32x32x1f32.uses_vcc, 0
	.set mfma_f32_32x32x1f32.uses_flat_scratch, 0
	.set mfma_f32_32x32x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x1f32.has_recursion, 0
	.set mfma_f32_32x32x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 18
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x1f32     ; -- Begin function mfma_f32_16x16x1f32
	.globl	mfma_f32_16x16x1f32
	.p2align	8
	.type	mfma_f32_16x16x1f32,@function
mfma_f32_16x16x1f32:                    ; @mfma_f32_16x16x1f32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[4:5]
	global_load_dword v19, v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x1_4b_f32 v[0:15], v18, v19, v[0:15]
	s_nop 9
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end1:
	.size	mfma_f32_16x16x1f32, .Lfunc_end1-mfma_f32_16x16x1f32
                                        ; -- End function
	.set mfma_f32_16x16x1f32.num_vgpr, 20
	.set mfma_f32_16x16x1f32.num_agpr, 0
	.set mfma_f32_16x16x1f32.numbered_sgpr, 12
	.set mfma_f32_16x16x1f32.num_named_barrier, 0
	.set mfma_f32_16x16x1f32.private_seg_size, 0
	.set mfma_f32_16x16x1f32.uses_vcc, 0
	.set mfma_f32_16x16x1f32.uses_flat_scratch, 0
	.set mfma_f32_16x16x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x1f32.has_recursion, 0
	.set mfma_f32_16x16x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x1f32       ; -- Begin function mfma_f32_4x4x1f32
	.globl	mfma_f32_4x4x1f32
	.p2align	8
	.type	mfma_f32_4x4x1f32,@function
mfma_f32_4x4x1f32:                      ; @mfma_f32_4x4x1f32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v5, v1, s[4:5]
	global_load_dword v6, v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x1_16b_f32 v[0:3], v5, v6, v[0:3]
	s_nop 3
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end2:
	.size	mfma_f32_4x4x1f32, .Lfunc_end2-mfma_f32_4x4x1f32
                                        ; -- End function
	.set mfma_f32_4x4x1f32.num_vgpr, 7
	.set mfma_f32_4x4x1f32.num_agpr, 0
	.set mfma_f32_4x4x1f32.numbered_sgpr, 12
	.set mfma_f32_4x4x1f32.num_named_barrier, 0
	.set mfma_f32_4x4x1f32.private_seg_size, 0
	.set mfma_f32_4x4x1f32.uses_vcc, 0
	.set mfma_f32_4x4x1f32.uses_flat_scratch, 0
	.set mfma_f32_4x4x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x1f32.has_recursion, 0
	.set mfma_f32_4x4x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x2f32     ; -- Begin function mfma_f32_32x32x2f32
	.globl	mfma_f32_32x32x2f32
	.p2align	8
	.type	mfma_f32_32x32x2f32,@function
mfma_f32_32x32x2f32:                    ; @mfma_f32_32x32x2f32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[4:5]
	global_load_dword v19, v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2_f32 v[0:15], v18, v19, v[0:15]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x2f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	mfma_f32_32x32x2f32, .Lfunc_end3-mfma_f32_32x32x2f32
                                        ; -- End function
	.set mfma_f32_32x32x2f32.num_vgpr, 20
	.set mfma_f32_32x32x2f32.num_agpr, 0
	.set mfma_f32_32x32x2f32.numbered_sgpr, 12
	.set mfma_f32_32x32x2f32.num_named_barrier, 0
	.set mfma_f32_32x32x2f32.private_seg_size, 0
	.set mfma_f32_32x32x2f32.uses_vcc, 0
	.set mfma_f32_32x32x2f32.uses_flat_scratch, 0
	.set mfma_f32_32x32x2f32.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x2f32.has_recursion, 0
	.set mfma_f32_32x32x2f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x4f32     ; -- Begin function mfma_f32_16x16x4f32
	.globl	mfma_f32_16x16x4f32
	.p2align	8
	.type	mfma_f32_16x16x4f32,@function
mfma_f32_16x16x4f32:                    ; @mfma_f32_16x16x4f32
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v5, v1, s[4:5]
	global_load_dword v6, v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v5, v6, v[0:3]
	s_nop 9
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end4:
	.size	mfma_f32_16x16x4f32, .Lfunc_end4-mfma_f32_16x16x4f32
                                        ; -- End function
	.set mfma_f32_16x16x4f32.num_vgpr, 7
	.set mfma_f32_16x16x4f32.num_agpr, 0
	.set mfma_f32_16x16x4f32.numbered_sgpr, 12
	.set mfma_f32_16x16x4f32.num_named_barrier, 0
	.set mfma_f32_16x16x4f32.private_seg_size, 0
	.set mfma_f32_16x16x4f32.uses_vcc, 0
	.set mfma_f32_16x16x4f32.uses_flat_scratch, 0
	.set mfma_f32_16x16x4f32.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x4f32.has_recursion, 0
	.set mfma_f32_16x16x4f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x4f16     ; -- Begin function mfma_f32_32x32x4f16
	.globl	mfma_f32_32x32x4f16
	.p2align	8
	.type	mfma_f32_32x32x4f16,@function
mfma_f32_32x32x4f16:                    ; @mfma_f32_32x32x4f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 3, v0
	v_lshlrev_b32_e32 v33, 7, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[34:35], v32, s[4:5]
	global_load_dwordx2 v[36:37], v32, s[6:7]
	global_load_dwordx4 v[28:31], v33, s[8:9] offset:112
	global_load_dwordx4 v[24:27], v33, s[8:9] offset:96
	global_load_dwordx4 v[20:23], v33, s[8:9] offset:80
	global_load_dwordx4 v[16:19], v33, s[8:9] offset:64
	global_load_dwordx4 v[12:15], v33, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v33, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v33, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v33, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x4_2b_f16 v[0:31], v[34:35], v[36:37], v[0:31]
	s_nop 15
	s_nop 3
	global_store_dwordx4 v33, v[24:27], s[10:11] offset:96
	global_store_dwordx4 v33, v[28:31], s[10:11] offset:112
	global_store_dwordx4 v33, v[16:19], s[10:11] offset:64
	global_store_dwordx4 v33, v[20:23], s[10:11] offset:80
	global_store_dwordx4 v33, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v33, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v33, v[0:3], s[10:11]
	global_store_dwordx4 v33, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end5:
	.size	mfma_f32_32x32x4f16, .Lfunc_end5-mfma_f32_32x32x4f16
                                        ; -- End function
	.set mfma_f32_32x32x4f16.num_vgpr, 38
	.set mfma_f32_32x32x4f16.num_agpr, 0
	.set mfma_f32_32x32x4f16.numbered_sgpr, 12
	.set mfma_f32_32x32x4f16.num_named_barrier, 0
	.set mfma_f32_32x32x4f16.private_seg_size, 0
	.set mfma_f32_32x32x4f16.uses_vcc, 0
	.set mfma_f32_32x32x4f16.uses_flat_scratch, 0
	.set mfma_f32_32x32x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x4f16.has_recursion, 0
	.set mfma_f32_32x32x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 18
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x4f16     ; -- Begin function mfma_f32_16x16x4f16
	.globl	mfma_f32_16x16x4f16
	.p2align	8
	.type	mfma_f32_16x16x4f16,@function
mfma_f32_16x16x4f16:                    ; @mfma_f32_16x16x4f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_4b_f16 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end6:
	.size	mfma_f32_16x16x4f16, .Lfunc_end6-mfma_f32_16x16x4f16
                                        ; -- End function
	.set mfma_f32_16x16x4f16.num_vgpr, 22
	.set mfma_f32_16x16x4f16.num_agpr, 0
	.set mfma_f32_16x16x4f16.numbered_sgpr, 12
	.set mfma_f32_16x16x4f16.num_named_barrier, 0
	.set mfma_f32_16x16x4f16.private_seg_size, 0
	.set mfma_f32_16x16x4f16.uses_vcc, 0
	.set mfma_f32_16x16x4f16.uses_flat_scratch, 0
	.set mfma_f32_16x16x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x4f16.has_recursion, 0
	.set mfma_f32_16x16x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x4f16       ; -- Begin function mfma_f32_4x4x4f16
	.globl	mfma_f32_4x4x4f16
	.p2align	8
	.type	mfma_f32_4x4x4f16,@function
mfma_f32_4x4x4f16:                      ; @mfma_f32_4x4x4f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 4
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end7:
	.size	mfma_f32_4x4x4f16, .Lfunc_end7-mfma_f32_4x4x4f16
                                        ; -- End function
	.set mfma_f32_4x4x4f16.num_vgpr, 10
	.set mfma_f32_4x4x4f16.num_agpr, 0
	.set mfma_f32_4x4x4f16.numbered_sgpr, 12
	.set mfma_f32_4x4x4f16.num_named_barrier, 0
	.set mfma_f32_4x4x4f16.private_seg_size, 0
	.set mfma_f32_4x4x4f16.uses_vcc, 0
	.set mfma_f32_4x4x4f16.uses_flat_scratch, 0
	.set mfma_f32_4x4x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x4f16.has_recursion, 0
	.set mfma_f32_4x4x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x8f16     ; -- Begin function mfma_f32_32x32x8f16
	.globl	mfma_f32_32x32x8f16
	.p2align	8
	.type	mfma_f32_32x32x8f16,@function
mfma_f32_32x32x8f16:                    ; @mfma_f32_32x32x8f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end8:
	.size	mfma_f32_32x32x8f16, .Lfunc_end8-mfma_f32_32x32x8f16
                                        ; -- End function
	.set mfma_f32_32x32x8f16.num_vgpr, 22
	.set mfma_f32_32x32x8f16.num_agpr, 0
	.set mfma_f32_32x32x8f16.numbered_sgpr, 12
	.set mfma_f32_32x32x8f16.num_named_barrier, 0
	.set mfma_f32_32x32x8f16.private_seg_size, 0
	.set mfma_f32_32x32x8f16.uses_vcc, 0
	.set mfma_f32_32x32x8f16.uses_flat_scratch, 0
	.set mfma_f32_32x32x8f16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8f16.has_recursion, 0
	.set mfma_f32_32x32x8f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x16f16    ; -- Begin function mfma_f32_16x16x16f16
	.globl	mfma_f32_16x16x16f16
	.p2align	8
	.type	mfma_f32_16x16x16f16,@function
mfma_f32_16x16x16f16:                   ; @mfma_f32_16x16x16f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x16f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end9:
	.size	mfma_f32_16x16x16f16, .Lfunc_end9-mfma_f32_16x16x16f16
                                        ; -- End function
	.set mfma_f32_16x16x16f16.num_vgpr, 10
	.set mfma_f32_16x16x16f16.num_agpr, 0
	.set mfma_f32_16x16x16f16.numbered_sgpr, 12
	.set mfma_f32_16x16x16f16.num_named_barrier, 0
	.set mfma_f32_16x16x16f16.private_seg_size, 0
	.set mfma_f32_16x16x16f16.uses_vcc, 0
	.set mfma_f32_16x16x16f16.uses_flat_scratch, 0
	.set mfma_f32_16x16x16f16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x16f16.has_recursion, 0
	.set mfma_f32_16x16x16f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_32x32x4i8      ; -- Begin function mfma_i32_32x32x4i8
	.globl	mfma_i32_32x32x4i8
	.p2align	8
	.type	mfma_i32_32x32x4i8,@function
mfma_i32_32x32x4i8:                     ; @mfma_i32_32x32x4i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 2, v0
	v_lshlrev_b32_e32 v33, 7, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v34, v32, s[4:5]
	global_load_dword v35, v32, s[6:7]
	global_load_dwordx4 v[28:31], v33, s[8:9] offset:112
	global_load_dwordx4 v[24:27], v33, s[8:9] offset:96
	global_load_dwordx4 v[20:23], v33, s[8:9] offset:80
	global_load_dwordx4 v[16:19], v33, s[8:9] offset:64
	global_load_dwordx4 v[12:15], v33, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v33, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v33, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v33, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_32x32x4_2b_i8 v[0:31], v34, v35, v[0:31]
	s_nop 15
	s_nop 3
	global_store_dwordx4 v33, v[24:27], s[10:11] offset:96
	global_store_dwordx4 v33, v[28:31], s[10:11] offset:112
	global_store_dwordx4 v33, v[16:19], s[10:11] offset:64
	global_store_dwordx4 v33, v[20:23], s[10:11] offset:80
	global_store_dwordx4 v33, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v33, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v33, v[0:3], s[10:11]
	global_store_dwordx4 v33, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end10:
	.size	mfma_i32_32x32x4i8, .Lfunc_end10-mfma_i32_32x32x4i8
                                        ; -- End function
	.set mfma_i32_32x32x4i8.num_vgpr, 36
	.set mfma_i32_32x32x4i8.num_agpr, 0
	.set mfma_i32_32x32x4i8.numbered_sgpr, 12
	.set mfma_i32_32x32x4i8.num_named_barrier, 0
	.set mfma_i32_32x32x4i8.private_seg_size, 0
	.set mfma_i32_32x32x4i8.uses_vcc, 0
	.set mfma_i32_32x32x4i8.uses_flat_scratch, 0
	.set mfma_i32_32x32x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_32x32x4i8.has_recursion, 0
	.set mfma_i32_32x32x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 18
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_16x16x4i8      ; -- Begin function mfma_i32_16x16x4i8
	.globl	mfma_i32_16x16x4i8
	.p2align	8
	.type	mfma_i32_16x16x4i8,@function
mfma_i32_16x16x4i8:                     ; @mfma_i32_16x16x4i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[4:5]
	global_load_dword v19, v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x4_4b_i8 v[0:15], v18, v19, v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end11:
	.size	mfma_i32_16x16x4i8, .Lfunc_end11-mfma_i32_16x16x4i8
                                        ; -- End function
	.set mfma_i32_16x16x4i8.num_vgpr, 20
	.set mfma_i32_16x16x4i8.num_agpr, 0
	.set mfma_i32_16x16x4i8.numbered_sgpr, 12
	.set mfma_i32_16x16x4i8.num_named_barrier, 0
	.set mfma_i32_16x16x4i8.private_seg_size, 0
	.set mfma_i32_16x16x4i8.uses_vcc, 0
	.set mfma_i32_16x16x4i8.uses_flat_scratch, 0
	.set mfma_i32_16x16x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x4i8.has_recursion, 0
	.set mfma_i32_16x16x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_4x4x4i8        ; -- Begin function mfma_i32_4x4x4i8
	.globl	mfma_i32_4x4x4i8
	.p2align	8
	.type	mfma_i32_4x4x4i8,@function
mfma_i32_4x4x4i8:                       ; @mfma_i32_4x4x4i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v5, v1, s[4:5]
	global_load_dword v6, v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_4x4x4_16b_i8 v[0:3], v5, v6, v[0:3]
	s_nop 4
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_4x4x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end12:
	.size	mfma_i32_4x4x4i8, .Lfunc_end12-mfma_i32_4x4x4i8
                                        ; -- End function
	.set mfma_i32_4x4x4i8.num_vgpr, 7
	.set mfma_i32_4x4x4i8.num_agpr, 0
	.set mfma_i32_4x4x4i8.numbered_sgpr, 12
	.set mfma_i32_4x4x4i8.num_named_barrier, 0
	.set mfma_i32_4x4x4i8.private_seg_size, 0
	.set mfma_i32_4x4x4i8.uses_vcc, 0
	.set mfma_i32_4x4x4i8.uses_flat_scratch, 0
	.set mfma_i32_4x4x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_4x4x4i8.has_recursion, 0
	.set mfma_i32_4x4x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x4bf16_1k ; -- Begin function mfma_f32_32x32x4bf16_1k
	.globl	mfma_f32_32x32x4bf16_1k
	.p2align	8
	.type	mfma_f32_32x32x4bf16_1k,@function
mfma_f32_32x32x4bf16_1k:                ; @mfma_f32_32x32x4bf16_1k
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 3, v0
	v_lshlrev_b32_e32 v33, 7, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[34:35], v32, s[4:5]
	global_load_dwordx2 v[36:37], v32, s[6:7]
	global_load_dwordx4 v[28:31], v33, s[8:9] offset:112
	global_load_dwordx4 v[24:27], v33, s[8:9] offset:96
	global_load_dwordx4 v[20:23], v33, s[8:9] offset:80
	global_load_dwordx4 v[16:19], v33, s[8:9] offset:64
	global_load_dwordx4 v[12:15], v33, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v33, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v33, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v33, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x4_2b_bf16 v[0:31], v[34:35], v[36:37], v[0:31]
	s_nop 15
	s_nop 3
	global_store_dwordx4 v33, v[24:27], s[10:11] offset:96
	global_store_dwordx4 v33, v[28:31], s[10:11] offset:112
	global_store_dwordx4 v33, v[16:19], s[10:11] offset:64
	global_store_dwordx4 v33, v[20:23], s[10:11] offset:80
	global_store_dwordx4 v33, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v33, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v33, v[0:3], s[10:11]
	global_store_dwordx4 v33, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x4bf16_1k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 0
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
.Lfunc_end13:
	.size	mfma_f32_32x32x4bf16_1k, .Lfunc_end13-mfma_f32_32x32x4bf16_1k
                                        ; -- End function
	.set mfma_f32_32x32x4bf16_1k.num_vgpr, 38
	.set mfma_f32_32x32x4bf16_1k.num_agpr, 0
	.set mfma_f32_32x32x4bf16_1k.numbered_sgpr, 12
	.set mfma_f32_32x32x4bf16_1k.num_named_barrier, 0
	.set mfma_f32_32x32x4bf16_1k.private_seg_size, 0
	.set mfma_f32_32x32x4bf16_1k.uses_vcc, 0
	.set mfma_f32_32x32x4bf16_1k.uses_flat_scratch, 0
	.set mfma_f32_32x32x4bf16_1k.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x4bf16_1k.has_recursion, 0
	.set mfma_f32_32x32x4bf16_1k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 18
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x4bf16_1k ; -- Begin function mfma_f32_16x16x4bf16_1k
	.globl	mfma_f32_16x16x4bf16_1k
	.p2align	8
	.type	mfma_f32_16x16x4bf16_1k,@function
mfma_f32_16x16x4bf16_1k:                ; @mfma_f32_16x16x4bf16_1k
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_4b_bf16 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4bf16_1k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end14:
	.size	mfma_f32_16x16x4bf16_1k, .Lfunc_end14-mfma_f32_16x16x4bf16_1k
                                        ; -- End function
	.set mfma_f32_16x16x4bf16_1k.num_vgpr, 22
	.set mfma_f32_16x16x4bf16_1k.num_agpr, 0
	.set mfma_f32_16x16x4bf16_1k.numbered_sgpr, 12
	.set mfma_f32_16x16x4bf16_1k.num_named_barrier, 0
	.set mfma_f32_16x16x4bf16_1k.private_seg_size, 0
	.set mfma_f32_16x16x4bf16_1k.uses_vcc, 0
	.set mfma_f32_16x16x4bf16_1k.uses_flat_scratch, 0
	.set mfma_f32_16x16x4bf16_1k.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x4bf16_1k.has_recursion, 0
	.set mfma_f32_16x16x4bf16_1k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x4bf16_1k   ; -- Begin function mfma_f32_4x4x4bf16_1k
	.globl	mfma_f32_4x4x4bf16_1k
	.p2align	8
	.type	mfma_f32_4x4x4bf16_1k,@function
mfma_f32_4x4x4bf16_1k:                  ; @mfma_f32_4x4x4bf16_1k
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4_16b_bf16 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 4
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x4bf16_1k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end15:
	.size	mfma_f32_4x4x4bf16_1k, .Lfunc_end15-mfma_f32_4x4x4bf16_1k
                                        ; -- End function
	.set mfma_f32_4x4x4bf16_1k.num_vgpr, 10
	.set mfma_f32_4x4x4bf16_1k.num_agpr, 0
	.set mfma_f32_4x4x4bf16_1k.numbered_sgpr, 12
	.set mfma_f32_4x4x4bf16_1k.num_named_barrier, 0
	.set mfma_f32_4x4x4bf16_1k.private_seg_size, 0
	.set mfma_f32_4x4x4bf16_1k.uses_vcc, 0
	.set mfma_f32_4x4x4bf16_1k.uses_flat_scratch, 0
	.set mfma_f32_4x4x4bf16_1k.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x4bf16_1k.has_recursion, 0
	.set mfma_f32_4x4x4bf16_1k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x8bf16_1k ; -- Begin function mfma_f32_32x32x8bf16_1k
	.globl	mfma_f32_32x32x8bf16_1k
	.p2align	8
	.type	mfma_f32_32x32x8bf16_1k,@function
mfma_f32_32x32x8bf16_1k:                ; @mfma_f32_32x32x8bf16_1k
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8bf16_1k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end16:
	.size	mfma_f32_32x32x8bf16_1k, .Lfunc_end16-mfma_f32_32x32x8bf16_1k
                                        ; -- End function
	.set mfma_f32_32x32x8bf16_1k.num_vgpr, 22
	.set mfma_f32_32x32x8bf16_1k.num_agpr, 0
	.set mfma_f32_32x32x8bf16_1k.numbered_sgpr, 12
	.set mfma_f32_32x32x8bf16_1k.num_named_barrier, 0
	.set mfma_f32_32x32x8bf16_1k.private_seg_size, 0
	.set mfma_f32_32x32x8bf16_1k.uses_vcc, 0
	.set mfma_f32_32x32x8bf16_1k.uses_flat_scratch, 0
	.set mfma_f32_32x32x8bf16_1k.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8bf16_1k.has_recursion, 0
	.set mfma_f32_32x32x8bf16_1k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x16bf16_1k ; -- Begin function mfma_f32_16x16x16bf16_1k
	.globl	mfma_f32_16x16x16bf16_1k
	.p2align	8
	.type	mfma_f32_16x16x16bf16_1k,@function
mfma_f32_16x16x16bf16_1k:               ; @mfma_f32_16x16x16bf16_1k
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x16bf16_1k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end17:
	.size	mfma_f32_16x16x16bf16_1k, .Lfunc_end17-mfma_f32_16x16x16bf16_1k
                                        ; -- End function
	.set mfma_f32_16x16x16bf16_1k.num_vgpr, 10
	.set mfma_f32_16x16x16bf16_1k.num_agpr, 0
	.set mfma_f32_16x16x16bf16_1k.numbered_sgpr, 12
	.set mfma_f32_16x16x16bf16_1k.num_named_barrier, 0
	.set mfma_f32_16x16x16bf16_1k.private_seg_size, 0
	.set mfma_f32_16x16x16bf16_1k.uses_vcc, 0
	.set mfma_f32_16x16x16bf16_1k.uses_flat_scratch, 0
	.set mfma_f32_16x16x16bf16_1k.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x16bf16_1k.has_recursion, 0
	.set mfma_f32_16x16x16bf16_1k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_16x16x4f64     ; -- Begin function mfma_f64_16x16x4f64
	.globl	mfma_f64_16x16x4f64
	.p2align	8
	.type	mfma_f64_16x16x4f64,@function
mfma_f64_16x16x4f64:                    ; @mfma_f64_16x16x4f64
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshlrev_b32_e32 v9, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v8, s[6:7]
	global_load_dwordx4 v[4:7], v9, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v9, s[8:9]
	global_load_dwordx2 v[10:11], v8, s[4:5]
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v9, v[4:7], s[10:11] offset:16
	global_store_dwordx4 v9, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_16x16x4f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end18:
	.size	mfma_f64_16x16x4f64, .Lfunc_end18-mfma_f64_16x16x4f64
                                        ; -- End function
	.set mfma_f64_16x16x4f64.num_vgpr, 14
	.set mfma_f64_16x16x4f64.num_agpr, 0
	.set mfma_f64_16x16x4f64.numbered_sgpr, 12
	.set mfma_f64_16x16x4f64.num_named_barrier, 0
	.set mfma_f64_16x16x4f64.private_seg_size, 0
	.set mfma_f64_16x16x4f64.uses_vcc, 0
	.set mfma_f64_16x16x4f64.uses_flat_scratch, 0
	.set mfma_f64_16x16x4f64.has_dyn_sized_stack, 0
	.set mfma_f64_16x16x4f64.has_recursion, 0
	.set mfma_f64_16x16x4f64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_4x4x4f64       ; -- Begin function mfma_f64_4x4x4f64
	.globl	mfma_f64_4x4x4f64
	.p2align	8
	.type	mfma_f64_4x4x4f64,@function
mfma_f64_4x4x4f64:                      ; @mfma_f64_4x4x4f64
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v2, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[4:5], v2, s[4:5]
	global_load_dwordx2 v[6:7], v2, s[6:7]
	global_load_dwordx2 v[0:1], v2, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f64_4x4x4_4b_f64 v[0:1], v[4:5], v[6:7], v[0:1]
	s_nop 8
	global_store_dwordx2 v2, v[0:1], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_4x4x4f64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end19:
	.size	mfma_f64_4x4x4f64, .Lfunc_end19-mfma_f64_4x4x4f64
                                        ; -- End function
	.set mfma_f64_4x4x4f64.num_vgpr, 8
	.set mfma_f64_4x4x4f64.num_agpr, 0
	.set mfma_f64_4x4x4f64.numbered_sgpr, 12
	.set mfma_f64_4x4x4f64.num_named_barrier, 0
	.set mfma_f64_4x4x4f64.private_seg_size, 0
	.set mfma_f64_4x4x4f64.uses_vcc, 0
	.set mfma_f64_4x4x4f64.uses_flat_scratch, 0
	.set mfma_f64_4x4x4f64.has_dyn_sized_stack, 0
	.set mfma_f64_4x4x4f64.has_recursion, 0
	.set mfma_f64_4x4x4f64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_16x16x32_i8    ; -- Begin function mfma_i32_16x16x32_i8
	.globl	mfma_i32_16x16x32_i8
	.p2align	8
	.type	mfma_i32_16x16x32_i8,@function
mfma_i32_16x16x32_i8:                   ; @mfma_i32_16x16x32_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x32_i8 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x32_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end20:
	.size	mfma_i32_16x16x32_i8, .Lfunc_end20-mfma_i32_16x16x32_i8
                                        ; -- End function
	.set mfma_i32_16x16x32_i8.num_vgpr, 10
	.set mfma_i32_16x16x32_i8.num_agpr, 0
	.set mfma_i32_16x16x32_i8.numbered_sgpr, 12
	.set mfma_i32_16x16x32_i8.num_named_barrier, 0
	.set mfma_i32_16x16x32_i8.private_seg_size, 0
	.set mfma_i32_16x16x32_i8.uses_vcc, 0
	.set mfma_i32_16x16x32_i8.uses_flat_scratch, 0
	.set mfma_i32_16x16x32_i8.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x32_i8.has_recursion, 0
	.set mfma_i32_16x16x32_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_32x32x16_i8    ; -- Begin function mfma_i32_32x32x16_i8
	.globl	mfma_i32_32x32x16_i8
	.p2align	8
	.type	mfma_i32_32x32x16_i8,@function
mfma_i32_32x32x16_i8:                   ; @mfma_i32_32x32x16_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_32x32x16_i8 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x16_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end21:
	.size	mfma_i32_32x32x16_i8, .Lfunc_end21-mfma_i32_32x32x16_i8
                                        ; -- End function
	.set mfma_i32_32x32x16_i8.num_vgpr, 22
	.set mfma_i32_32x32x16_i8.num_agpr, 0
	.set mfma_i32_32x32x16_i8.numbered_sgpr, 12
	.set mfma_i32_32x32x16_i8.num_named_barrier, 0
	.set mfma_i32_32x32x16_i8.private_seg_size, 0
	.set mfma_i32_32x32x16_i8.uses_vcc, 0
	.set mfma_i32_32x32x16_i8.uses_flat_scratch, 0
	.set mfma_i32_32x32x16_i8.has_dyn_sized_stack, 0
	.set mfma_i32_32x32x16_i8.has_recursion, 0
	.set mfma_i32_32x32x16_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_bf8_bf8 ; -- Begin function mfma_f32_16x16x32_bf8_bf8
	.globl	mfma_f32_16x16x32_bf8_bf8
	.p2align	8
	.type	mfma_f32_16x16x32_bf8_bf8,@function
mfma_f32_16x16x32_bf8_bf8:              ; @mfma_f32_16x16x32_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_bf8_bf8 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end22:
	.size	mfma_f32_16x16x32_bf8_bf8, .Lfunc_end22-mfma_f32_16x16x32_bf8_bf8
                                        ; -- End function
	.set mfma_f32_16x16x32_bf8_bf8.num_vgpr, 10
	.set mfma_f32_16x16x32_bf8_bf8.num_agpr, 0
	.set mfma_f32_16x16x32_bf8_bf8.numbered_sgpr, 12
	.set mfma_f32_16x16x32_bf8_bf8.num_named_barrier, 0
	.set mfma_f32_16x16x32_bf8_bf8.private_seg_size, 0
	.set mfma_f32_16x16x32_bf8_bf8.uses_vcc, 0
	.set mfma_f32_16x16x32_bf8_bf8.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_bf8_bf8.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_bf8_bf8.has_recursion, 0
	.set mfma_f32_16x16x32_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_bf8_fp8 ; -- Begin function mfma_f32_16x16x32_bf8_fp8
	.globl	mfma_f32_16x16x32_bf8_fp8
	.p2align	8
	.type	mfma_f32_16x16x32_bf8_fp8,@function
mfma_f32_16x16x32_bf8_fp8:              ; @mfma_f32_16x16x32_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_bf8_fp8 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end23:
	.size	mfma_f32_16x16x32_bf8_fp8, .Lfunc_end23-mfma_f32_16x16x32_bf8_fp8
                                        ; -- End function
	.set mfma_f32_16x16x32_bf8_fp8.num_vgpr, 10
	.set mfma_f32_16x16x32_bf8_fp8.num_agpr, 0
	.set mfma_f32_16x16x32_bf8_fp8.numbered_sgpr, 12
	.set mfma_f32_16x16x32_bf8_fp8.num_named_barrier, 0
	.set mfma_f32_16x16x32_bf8_fp8.private_seg_size, 0
	.set mfma_f32_16x16x32_bf8_fp8.uses_vcc, 0
	.set mfma_f32_16x16x32_bf8_fp8.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_bf8_fp8.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_bf8_fp8.has_recursion, 0
	.set mfma_f32_16x16x32_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_fp8_bf8 ; -- Begin function mfma_f32_16x16x32_fp8_bf8
	.globl	mfma_f32_16x16x32_fp8_bf8
	.p2align	8
	.type	mfma_f32_16x16x32_fp8_bf8,@function
mfma_f32_16x16x32_fp8_bf8:              ; @mfma_f32_16x16x32_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_fp8_bf8 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end24:
	.size	mfma_f32_16x16x32_fp8_bf8, .Lfunc_end24-mfma_f32_16x16x32_fp8_bf8
                                        ; -- End function
	.set mfma_f32_16x16x32_fp8_bf8.num_vgpr, 10
	.set mfma_f32_16x16x32_fp8_bf8.num_agpr, 0
	.set mfma_f32_16x16x32_fp8_bf8.numbered_sgpr, 12
	.set mfma_f32_16x16x32_fp8_bf8.num_named_barrier, 0
	.set mfma_f32_16x16x32_fp8_bf8.private_seg_size, 0
	.set mfma_f32_16x16x32_fp8_bf8.uses_vcc, 0
	.set mfma_f32_16x16x32_fp8_bf8.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_fp8_bf8.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_fp8_bf8.has_recursion, 0
	.set mfma_f32_16x16x32_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_fp8_fp8 ; -- Begin function mfma_f32_16x16x32_fp8_fp8
	.globl	mfma_f32_16x16x32_fp8_fp8
	.p2align	8
	.type	mfma_f32_16x16x32_fp8_fp8,@function
mfma_f32_16x16x32_fp8_fp8:              ; @mfma_f32_16x16x32_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[6:7], v[8:9], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end25:
	.size	mfma_f32_16x16x32_fp8_fp8, .Lfunc_end25-mfma_f32_16x16x32_fp8_fp8
                                        ; -- End function
	.set mfma_f32_16x16x32_fp8_fp8.num_vgpr, 10
	.set mfma_f32_16x16x32_fp8_fp8.num_agpr, 0
	.set mfma_f32_16x16x32_fp8_fp8.numbered_sgpr, 12
	.set mfma_f32_16x16x32_fp8_fp8.num_named_barrier, 0
	.set mfma_f32_16x16x32_fp8_fp8.private_seg_size, 0
	.set mfma_f32_16x16x32_fp8_fp8.uses_vcc, 0
	.set mfma_f32_16x16x32_fp8_fp8.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_fp8_fp8.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_fp8_fp8.has_recursion, 0
	.set mfma_f32_16x16x32_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_bf8_bf8 ; -- Begin function mfma_f32_32x32x16_bf8_bf8
	.globl	mfma_f32_32x32x16_bf8_bf8
	.p2align	8
	.type	mfma_f32_32x32x16_bf8_bf8,@function
mfma_f32_32x32x16_bf8_bf8:              ; @mfma_f32_32x32x16_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_bf8_bf8 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end26:
	.size	mfma_f32_32x32x16_bf8_bf8, .Lfunc_end26-mfma_f32_32x32x16_bf8_bf8
                                        ; -- End function
	.set mfma_f32_32x32x16_bf8_bf8.num_vgpr, 22
	.set mfma_f32_32x32x16_bf8_bf8.num_agpr, 0
	.set mfma_f32_32x32x16_bf8_bf8.numbered_sgpr, 12
	.set mfma_f32_32x32x16_bf8_bf8.num_named_barrier, 0
	.set mfma_f32_32x32x16_bf8_bf8.private_seg_size, 0
	.set mfma_f32_32x32x16_bf8_bf8.uses_vcc, 0
	.set mfma_f32_32x32x16_bf8_bf8.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_bf8_bf8.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_bf8_bf8.has_recursion, 0
	.set mfma_f32_32x32x16_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_bf8_fp8 ; -- Begin function mfma_f32_32x32x16_bf8_fp8
	.globl	mfma_f32_32x32x16_bf8_fp8
	.p2align	8
	.type	mfma_f32_32x32x16_bf8_fp8,@function
mfma_f32_32x32x16_bf8_fp8:              ; @mfma_f32_32x32x16_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_bf8_fp8 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end27:
	.size	mfma_f32_32x32x16_bf8_fp8, .Lfunc_end27-mfma_f32_32x32x16_bf8_fp8
                                        ; -- End function
	.set mfma_f32_32x32x16_bf8_fp8.num_vgpr, 22
	.set mfma_f32_32x32x16_bf8_fp8.num_agpr, 0
	.set mfma_f32_32x32x16_bf8_fp8.numbered_sgpr, 12
	.set mfma_f32_32x32x16_bf8_fp8.num_named_barrier, 0
	.set mfma_f32_32x32x16_bf8_fp8.private_seg_size, 0
	.set mfma_f32_32x32x16_bf8_fp8.uses_vcc, 0
	.set mfma_f32_32x32x16_bf8_fp8.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_bf8_fp8.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_bf8_fp8.has_recursion, 0
	.set mfma_f32_32x32x16_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_fp8_bf8 ; -- Begin function mfma_f32_32x32x16_fp8_bf8
	.globl	mfma_f32_32x32x16_fp8_bf8
	.p2align	8
	.type	mfma_f32_32x32x16_fp8_bf8,@function
mfma_f32_32x32x16_fp8_bf8:              ; @mfma_f32_32x32x16_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_fp8_bf8 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end28:
	.size	mfma_f32_32x32x16_fp8_bf8, .Lfunc_end28-mfma_f32_32x32x16_fp8_bf8
                                        ; -- End function
	.set mfma_f32_32x32x16_fp8_bf8.num_vgpr, 22
	.set mfma_f32_32x32x16_fp8_bf8.num_agpr, 0
	.set mfma_f32_32x32x16_fp8_bf8.numbered_sgpr, 12
	.set mfma_f32_32x32x16_fp8_bf8.num_named_barrier, 0
	.set mfma_f32_32x32x16_fp8_bf8.private_seg_size, 0
	.set mfma_f32_32x32x16_fp8_bf8.uses_vcc, 0
	.set mfma_f32_32x32x16_fp8_bf8.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_fp8_bf8.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_fp8_bf8.has_recursion, 0
	.set mfma_f32_32x32x16_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_fp8_fp8 ; -- Begin function mfma_f32_32x32x16_fp8_fp8
	.globl	mfma_f32_32x32x16_fp8_fp8
	.p2align	8
	.type	mfma_f32_32x32x16_fp8_fp8,@function
mfma_f32_32x32x16_fp8_fp8:              ; @mfma_f32_32x32x16_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[18:19], v[20:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end29:
	.size	mfma_f32_32x32x16_fp8_fp8, .Lfunc_end29-mfma_f32_32x32x16_fp8_fp8
                                        ; -- End function
	.set mfma_f32_32x32x16_fp8_fp8.num_vgpr, 22
	.set mfma_f32_32x32x16_fp8_fp8.num_agpr, 0
	.set mfma_f32_32x32x16_fp8_fp8.numbered_sgpr, 12
	.set mfma_f32_32x32x16_fp8_fp8.num_named_barrier, 0
	.set mfma_f32_32x32x16_fp8_fp8.private_seg_size, 0
	.set mfma_f32_32x32x16_fp8_fp8.uses_vcc, 0
	.set mfma_f32_32x32x16_fp8_fp8.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_fp8_fp8.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_fp8_fp8.has_recursion, 0
	.set mfma_f32_32x32x16_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x32_f16 ; -- Begin function smfmac_f32_16x16x32_f16
	.globl	smfmac_f32_16x16x32_f16
	.p2align	8
	.type	smfmac_f32_16x16x32_f16,@function
smfmac_f32_16x16x32_f16:                ; @smfmac_f32_16x16x32_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_f16 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end30:
	.size	smfmac_f32_16x16x32_f16, .Lfunc_end30-smfmac_f32_16x16x32_f16
                                        ; -- End function
	.set smfmac_f32_16x16x32_f16.num_vgpr, 12
	.set smfmac_f32_16x16x32_f16.num_agpr, 0
	.set smfmac_f32_16x16x32_f16.numbered_sgpr, 12
	.set smfmac_f32_16x16x32_f16.num_named_barrier, 0
	.set smfmac_f32_16x16x32_f16.private_seg_size, 0
	.set smfmac_f32_16x16x32_f16.uses_vcc, 0
	.set smfmac_f32_16x16x32_f16.uses_flat_scratch, 0
	.set smfmac_f32_16x16x32_f16.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x32_f16.has_recursion, 0
	.set smfmac_f32_16x16x32_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x16_f16 ; -- Begin function smfmac_f32_32x32x16_f16
	.globl	smfmac_f32_32x32x16_f16
	.p2align	8
	.type	smfmac_f32_32x32x16_f16,@function
smfmac_f32_32x32x16_f16:                ; @smfmac_f32_32x32x16_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x16_f16 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x16_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end31:
	.size	smfmac_f32_32x32x16_f16, .Lfunc_end31-smfmac_f32_32x32x16_f16
                                        ; -- End function
	.set smfmac_f32_32x32x16_f16.num_vgpr, 24
	.set smfmac_f32_32x32x16_f16.num_agpr, 0
	.set smfmac_f32_32x32x16_f16.numbered_sgpr, 12
	.set smfmac_f32_32x32x16_f16.num_named_barrier, 0
	.set smfmac_f32_32x32x16_f16.private_seg_size, 0
	.set smfmac_f32_32x32x16_f16.uses_vcc, 0
	.set smfmac_f32_32x32x16_f16.uses_flat_scratch, 0
	.set smfmac_f32_32x32x16_f16.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x16_f16.has_recursion, 0
	.set smfmac_f32_32x32x16_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x32_bf16 ; -- Begin function smfmac_f32_16x16x32_bf16
	.globl	smfmac_f32_16x16x32_bf16
	.p2align	8
	.type	smfmac_f32_16x16x32_bf16,@function
smfmac_f32_16x16x32_bf16:               ; @smfmac_f32_16x16x32_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_bf16 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x32_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end32:
	.size	smfmac_f32_16x16x32_bf16, .Lfunc_end32-smfmac_f32_16x16x32_bf16
                                        ; -- End function
	.set smfmac_f32_16x16x32_bf16.num_vgpr, 12
	.set smfmac_f32_16x16x32_bf16.num_agpr, 0
	.set smfmac_f32_16x16x32_bf16.numbered_sgpr, 12
	.set smfmac_f32_16x16x32_bf16.num_named_barrier, 0
	.set smfmac_f32_16x16x32_bf16.private_seg_size, 0
	.set smfmac_f32_16x16x32_bf16.uses_vcc, 0
	.set smfmac_f32_16x16x32_bf16.uses_flat_scratch, 0
	.set smfmac_f32_16x16x32_bf16.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x32_bf16.has_recursion, 0
	.set smfmac_f32_16x16x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x16_bf16 ; -- Begin function smfmac_f32_32x32x16_bf16
	.globl	smfmac_f32_32x32x16_bf16
	.p2align	8
	.type	smfmac_f32_32x32x16_bf16,@function
smfmac_f32_32x32x16_bf16:               ; @smfmac_f32_32x32x16_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x16_bf16 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x16_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end33:
	.size	smfmac_f32_32x32x16_bf16, .Lfunc_end33-smfmac_f32_32x32x16_bf16
                                        ; -- End function
	.set smfmac_f32_32x32x16_bf16.num_vgpr, 24
	.set smfmac_f32_32x32x16_bf16.num_agpr, 0
	.set smfmac_f32_32x32x16_bf16.numbered_sgpr, 12
	.set smfmac_f32_32x32x16_bf16.num_named_barrier, 0
	.set smfmac_f32_32x32x16_bf16.private_seg_size, 0
	.set smfmac_f32_32x32x16_bf16.uses_vcc, 0
	.set smfmac_f32_32x32x16_bf16.uses_flat_scratch, 0
	.set smfmac_f32_32x32x16_bf16.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x16_bf16.has_recursion, 0
	.set smfmac_f32_32x32x16_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_16x16x64_i8  ; -- Begin function smfmac_i32_16x16x64_i8
	.globl	smfmac_i32_16x16x64_i8
	.p2align	8
	.type	smfmac_i32_16x16x64_i8,@function
smfmac_i32_16x16x64_i8:                 ; @smfmac_i32_16x16x64_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_i32_16x16x64_i8 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_16x16x64_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end34:
	.size	smfmac_i32_16x16x64_i8, .Lfunc_end34-smfmac_i32_16x16x64_i8
                                        ; -- End function
	.set smfmac_i32_16x16x64_i8.num_vgpr, 12
	.set smfmac_i32_16x16x64_i8.num_agpr, 0
	.set smfmac_i32_16x16x64_i8.numbered_sgpr, 12
	.set smfmac_i32_16x16x64_i8.num_named_barrier, 0
	.set smfmac_i32_16x16x64_i8.private_seg_size, 0
	.set smfmac_i32_16x16x64_i8.uses_vcc, 0
	.set smfmac_i32_16x16x64_i8.uses_flat_scratch, 0
	.set smfmac_i32_16x16x64_i8.has_dyn_sized_stack, 0
	.set smfmac_i32_16x16x64_i8.has_recursion, 0
	.set smfmac_i32_16x16x64_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_32x32x32_i8  ; -- Begin function smfmac_i32_32x32x32_i8
	.globl	smfmac_i32_32x32x32_i8
	.p2align	8
	.type	smfmac_i32_32x32x32_i8,@function
smfmac_i32_32x32x32_i8:                 ; @smfmac_i32_32x32x32_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_i32_32x32x32_i8 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_32x32x32_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end35:
	.size	smfmac_i32_32x32x32_i8, .Lfunc_end35-smfmac_i32_32x32x32_i8
                                        ; -- End function
	.set smfmac_i32_32x32x32_i8.num_vgpr, 24
	.set smfmac_i32_32x32x32_i8.num_agpr, 0
	.set smfmac_i32_32x32x32_i8.numbered_sgpr, 12
	.set smfmac_i32_32x32x32_i8.num_named_barrier, 0
	.set smfmac_i32_32x32x32_i8.private_seg_size, 0
	.set smfmac_i32_32x32x32_i8.uses_vcc, 0
	.set smfmac_i32_32x32x32_i8.uses_flat_scratch, 0
	.set smfmac_i32_32x32x32_i8.has_dyn_sized_stack, 0
	.set smfmac_i32_32x32x32_i8.has_recursion, 0
	.set smfmac_i32_32x32x32_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_bf8_bf8 ; -- Begin function smfmac_f32_16x16x64_bf8_bf8
	.globl	smfmac_f32_16x16x64_bf8_bf8
	.p2align	8
	.type	smfmac_f32_16x16x64_bf8_bf8,@function
smfmac_f32_16x16x64_bf8_bf8:            ; @smfmac_f32_16x16x64_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_bf8_bf8 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end36:
	.size	smfmac_f32_16x16x64_bf8_bf8, .Lfunc_end36-smfmac_f32_16x16x64_bf8_bf8
                                        ; -- End function
	.set smfmac_f32_16x16x64_bf8_bf8.num_vgpr, 12
	.set smfmac_f32_16x16x64_bf8_bf8.num_agpr, 0
	.set smfmac_f32_16x16x64_bf8_bf8.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_bf8_bf8.num_named_barrier, 0
	.set smfmac_f32_16x16x64_bf8_bf8.private_seg_size, 0
	.set smfmac_f32_16x16x64_bf8_bf8.uses_vcc, 0
	.set smfmac_f32_16x16x64_bf8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_bf8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_bf8_bf8.has_recursion, 0
	.set smfmac_f32_16x16x64_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_bf8_fp8 ; -- Begin function smfmac_f32_16x16x64_bf8_fp8
	.globl	smfmac_f32_16x16x64_bf8_fp8
	.p2align	8
	.type	smfmac_f32_16x16x64_bf8_fp8,@function
smfmac_f32_16x16x64_bf8_fp8:            ; @smfmac_f32_16x16x64_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_bf8_fp8 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end37:
	.size	smfmac_f32_16x16x64_bf8_fp8, .Lfunc_end37-smfmac_f32_16x16x64_bf8_fp8
                                        ; -- End function
	.set smfmac_f32_16x16x64_bf8_fp8.num_vgpr, 12
	.set smfmac_f32_16x16x64_bf8_fp8.num_agpr, 0
	.set smfmac_f32_16x16x64_bf8_fp8.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_bf8_fp8.num_named_barrier, 0
	.set smfmac_f32_16x16x64_bf8_fp8.private_seg_size, 0
	.set smfmac_f32_16x16x64_bf8_fp8.uses_vcc, 0
	.set smfmac_f32_16x16x64_bf8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_bf8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_bf8_fp8.has_recursion, 0
	.set smfmac_f32_16x16x64_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_fp8_bf8 ; -- Begin function smfmac_f32_16x16x64_fp8_bf8
	.globl	smfmac_f32_16x16x64_fp8_bf8
	.p2align	8
	.type	smfmac_f32_16x16x64_fp8_bf8,@function
smfmac_f32_16x16x64_fp8_bf8:            ; @smfmac_f32_16x16x64_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_fp8_bf8 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end38:
	.size	smfmac_f32_16x16x64_fp8_bf8, .Lfunc_end38-smfmac_f32_16x16x64_fp8_bf8
                                        ; -- End function
	.set smfmac_f32_16x16x64_fp8_bf8.num_vgpr, 12
	.set smfmac_f32_16x16x64_fp8_bf8.num_agpr, 0
	.set smfmac_f32_16x16x64_fp8_bf8.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_fp8_bf8.num_named_barrier, 0
	.set smfmac_f32_16x16x64_fp8_bf8.private_seg_size, 0
	.set smfmac_f32_16x16x64_fp8_bf8.uses_vcc, 0
	.set smfmac_f32_16x16x64_fp8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_fp8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_fp8_bf8.has_recursion, 0
	.set smfmac_f32_16x16x64_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_fp8_fp8 ; -- Begin function smfmac_f32_16x16x64_fp8_fp8
	.globl	smfmac_f32_16x16x64_fp8_fp8
	.p2align	8
	.type	smfmac_f32_16x16x64_fp8_fp8,@function
smfmac_f32_16x16x64_fp8_fp8:            ; @smfmac_f32_16x16x64_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_fp8_fp8 v[6:9], v[10:11], v[2:5], v0
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end39:
	.size	smfmac_f32_16x16x64_fp8_fp8, .Lfunc_end39-smfmac_f32_16x16x64_fp8_fp8
                                        ; -- End function
	.set smfmac_f32_16x16x64_fp8_fp8.num_vgpr, 12
	.set smfmac_f32_16x16x64_fp8_fp8.num_agpr, 0
	.set smfmac_f32_16x16x64_fp8_fp8.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_fp8_fp8.num_named_barrier, 0
	.set smfmac_f32_16x16x64_fp8_fp8.private_seg_size, 0
	.set smfmac_f32_16x16x64_fp8_fp8.uses_vcc, 0
	.set smfmac_f32_16x16x64_fp8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_fp8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_fp8_fp8.has_recursion, 0
	.set smfmac_f32_16x16x64_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_bf8_bf8 ; -- Begin function smfmac_f32_32x32x32_bf8_bf8
	.globl	smfmac_f32_32x32x32_bf8_bf8
	.p2align	8
	.type	smfmac_f32_32x32x32_bf8_bf8,@function
smfmac_f32_32x32x32_bf8_bf8:            ; @smfmac_f32_32x32x32_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf8_bf8 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end40:
	.size	smfmac_f32_32x32x32_bf8_bf8, .Lfunc_end40-smfmac_f32_32x32x32_bf8_bf8
                                        ; -- End function
	.set smfmac_f32_32x32x32_bf8_bf8.num_vgpr, 24
	.set smfmac_f32_32x32x32_bf8_bf8.num_agpr, 0
	.set smfmac_f32_32x32x32_bf8_bf8.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_bf8_bf8.num_named_barrier, 0
	.set smfmac_f32_32x32x32_bf8_bf8.private_seg_size, 0
	.set smfmac_f32_32x32x32_bf8_bf8.uses_vcc, 0
	.set smfmac_f32_32x32x32_bf8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_bf8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_bf8_bf8.has_recursion, 0
	.set smfmac_f32_32x32x32_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_bf8_fp8 ; -- Begin function smfmac_f32_32x32x32_bf8_fp8
	.globl	smfmac_f32_32x32x32_bf8_fp8
	.p2align	8
	.type	smfmac_f32_32x32x32_bf8_fp8,@function
smfmac_f32_32x32x32_bf8_fp8:            ; @smfmac_f32_32x32x32_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf8_fp8 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end41:
	.size	smfmac_f32_32x32x32_bf8_fp8, .Lfunc_end41-smfmac_f32_32x32x32_bf8_fp8
                                        ; -- End function
	.set smfmac_f32_32x32x32_bf8_fp8.num_vgpr, 24
	.set smfmac_f32_32x32x32_bf8_fp8.num_agpr, 0
	.set smfmac_f32_32x32x32_bf8_fp8.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_bf8_fp8.num_named_barrier, 0
	.set smfmac_f32_32x32x32_bf8_fp8.private_seg_size, 0
	.set smfmac_f32_32x32x32_bf8_fp8.uses_vcc, 0
	.set smfmac_f32_32x32x32_bf8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_bf8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_bf8_fp8.has_recursion, 0
	.set smfmac_f32_32x32x32_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_fp8_bf8 ; -- Begin function smfmac_f32_32x32x32_fp8_bf8
	.globl	smfmac_f32_32x32x32_fp8_bf8
	.p2align	8
	.type	smfmac_f32_32x32x32_fp8_bf8,@function
smfmac_f32_32x32x32_fp8_bf8:            ; @smfmac_f32_32x32x32_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_fp8_bf8 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end42:
	.size	smfmac_f32_32x32x32_fp8_bf8, .Lfunc_end42-smfmac_f32_32x32x32_fp8_bf8
                                        ; -- End function
	.set smfmac_f32_32x32x32_fp8_bf8.num_vgpr, 24
	.set smfmac_f32_32x32x32_fp8_bf8.num_agpr, 0
	.set smfmac_f32_32x32x32_fp8_bf8.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_fp8_bf8.num_named_barrier, 0
	.set smfmac_f32_32x32x32_fp8_bf8.private_seg_size, 0
	.set smfmac_f32_32x32x32_fp8_bf8.uses_vcc, 0
	.set smfmac_f32_32x32x32_fp8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_fp8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_fp8_bf8.has_recursion, 0
	.set smfmac_f32_32x32x32_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_fp8_fp8 ; -- Begin function smfmac_f32_32x32x32_fp8_fp8
	.globl	smfmac_f32_32x32x32_fp8_fp8
	.p2align	8
	.type	smfmac_f32_32x32x32_fp8_fp8,@function
smfmac_f32_32x32x32_fp8_fp8:            ; @smfmac_f32_32x32x32_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v1, s[4:5]
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_fp8_fp8 v[2:17], v[22:23], v[18:21], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end43:
	.size	smfmac_f32_32x32x32_fp8_fp8, .Lfunc_end43-smfmac_f32_32x32x32_fp8_fp8
                                        ; -- End function
	.set smfmac_f32_32x32x32_fp8_fp8.num_vgpr, 24
	.set smfmac_f32_32x32x32_fp8_fp8.num_agpr, 0
	.set smfmac_f32_32x32x32_fp8_fp8.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_fp8_fp8.num_named_barrier, 0
	.set smfmac_f32_32x32x32_fp8_fp8.private_seg_size, 0
	.set smfmac_f32_32x32x32_fp8_fp8.uses_vcc, 0
	.set smfmac_f32_32x32x32_fp8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_fp8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_fp8_fp8.has_recursion, 0
	.set smfmac_f32_32x32x32_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_f16   ; -- Begin function mfma_f32_16x16x32_f16
	.globl	mfma_f32_16x16x32_f16
	.p2align	8
	.type	mfma_f32_16x16x32_f16,@function
mfma_f32_16x16x32_f16:                  ; @mfma_f32_16x16x32_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v4, s[4:5]
	global_load_dwordx4 v[10:13], v4, s[6:7]
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_f16 v[0:3], v[6:9], v[10:13], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end44:
	.size	mfma_f32_16x16x32_f16, .Lfunc_end44-mfma_f32_16x16x32_f16
                                        ; -- End function
	.set mfma_f32_16x16x32_f16.num_vgpr, 14
	.set mfma_f32_16x16x32_f16.num_agpr, 0
	.set mfma_f32_16x16x32_f16.numbered_sgpr, 12
	.set mfma_f32_16x16x32_f16.num_named_barrier, 0
	.set mfma_f32_16x16x32_f16.private_seg_size, 0
	.set mfma_f32_16x16x32_f16.uses_vcc, 0
	.set mfma_f32_16x16x32_f16.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_f16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_f16.has_recursion, 0
	.set mfma_f32_16x16x32_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_f16   ; -- Begin function mfma_f32_32x32x16_f16
	.globl	mfma_f32_32x32x16_f16
	.p2align	8
	.type	mfma_f32_32x32x16_f16,@function
mfma_f32_32x32x16_f16:                  ; @mfma_f32_32x32x16_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[18:21], v16, s[4:5]
	global_load_dwordx4 v[22:25], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[22:25], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end45:
	.size	mfma_f32_32x32x16_f16, .Lfunc_end45-mfma_f32_32x32x16_f16
                                        ; -- End function
	.set mfma_f32_32x32x16_f16.num_vgpr, 26
	.set mfma_f32_32x32x16_f16.num_agpr, 0
	.set mfma_f32_32x32x16_f16.numbered_sgpr, 12
	.set mfma_f32_32x32x16_f16.num_named_barrier, 0
	.set mfma_f32_32x32x16_f16.private_seg_size, 0
	.set mfma_f32_32x32x16_f16.uses_vcc, 0
	.set mfma_f32_32x32x16_f16.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_f16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_f16.has_recursion, 0
	.set mfma_f32_32x32x16_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x32_bf16  ; -- Begin function mfma_f32_16x16x32_bf16
	.globl	mfma_f32_16x16x32_bf16
	.p2align	8
	.type	mfma_f32_16x16x32_bf16,@function
mfma_f32_16x16x32_bf16:                 ; @mfma_f32_16x16x32_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v4, s[4:5]
	global_load_dwordx4 v[10:13], v4, s[6:7]
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[0:3], v[6:9], v[10:13], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x32_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end46:
	.size	mfma_f32_16x16x32_bf16, .Lfunc_end46-mfma_f32_16x16x32_bf16
                                        ; -- End function
	.set mfma_f32_16x16x32_bf16.num_vgpr, 14
	.set mfma_f32_16x16x32_bf16.num_agpr, 0
	.set mfma_f32_16x16x32_bf16.numbered_sgpr, 12
	.set mfma_f32_16x16x32_bf16.num_named_barrier, 0
	.set mfma_f32_16x16x32_bf16.private_seg_size, 0
	.set mfma_f32_16x16x32_bf16.uses_vcc, 0
	.set mfma_f32_16x16x32_bf16.uses_flat_scratch, 0
	.set mfma_f32_16x16x32_bf16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x32_bf16.has_recursion, 0
	.set mfma_f32_16x16x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_bf16  ; -- Begin function mfma_f32_32x32x16_bf16
	.globl	mfma_f32_32x32x16_bf16
	.p2align	8
	.type	mfma_f32_32x32x16_bf16,@function
mfma_f32_32x32x16_bf16:                 ; @mfma_f32_32x32x16_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[18:21], v16, s[4:5]
	global_load_dwordx4 v[22:25], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[0:15], v[18:21], v[22:25], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end47:
	.size	mfma_f32_32x32x16_bf16, .Lfunc_end47-mfma_f32_32x32x16_bf16
                                        ; -- End function
	.set mfma_f32_32x32x16_bf16.num_vgpr, 26
	.set mfma_f32_32x32x16_bf16.num_agpr, 0
	.set mfma_f32_32x32x16_bf16.numbered_sgpr, 12
	.set mfma_f32_32x32x16_bf16.num_named_barrier, 0
	.set mfma_f32_32x32x16_bf16.private_seg_size, 0
	.set mfma_f32_32x32x16_bf16.uses_vcc, 0
	.set mfma_f32_32x32x16_bf16.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_bf16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_bf16.has_recursion, 0
	.set mfma_f32_32x32x16_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_16x16x64_i8    ; -- Begin function mfma_i32_16x16x64_i8
	.globl	mfma_i32_16x16x64_i8
	.p2align	8
	.type	mfma_i32_16x16x64_i8,@function
mfma_i32_16x16x64_i8:                   ; @mfma_i32_16x16x64_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v4, s[4:5]
	global_load_dwordx4 v[10:13], v4, s[6:7]
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x64_i8 v[0:3], v[6:9], v[10:13], v[0:3]
	s_nop 7
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x64_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end48:
	.size	mfma_i32_16x16x64_i8, .Lfunc_end48-mfma_i32_16x16x64_i8
                                        ; -- End function
	.set mfma_i32_16x16x64_i8.num_vgpr, 14
	.set mfma_i32_16x16x64_i8.num_agpr, 0
	.set mfma_i32_16x16x64_i8.numbered_sgpr, 12
	.set mfma_i32_16x16x64_i8.num_named_barrier, 0
	.set mfma_i32_16x16x64_i8.private_seg_size, 0
	.set mfma_i32_16x16x64_i8.uses_vcc, 0
	.set mfma_i32_16x16x64_i8.uses_flat_scratch, 0
	.set mfma_i32_16x16x64_i8.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x64_i8.has_recursion, 0
	.set mfma_i32_16x16x64_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 68
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_32x32x32_i8    ; -- Begin function mfma_i32_32x32x32_i8
	.globl	mfma_i32_32x32x32_i8
	.p2align	8
	.type	mfma_i32_32x32x32_i8,@function
mfma_i32_32x32x32_i8:                   ; @mfma_i32_32x32x32_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[18:21], v16, s[4:5]
	global_load_dwordx4 v[22:25], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_32x32x32_i8 v[0:15], v[18:21], v[22:25], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x32_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end49:
	.size	mfma_i32_32x32x32_i8, .Lfunc_end49-mfma_i32_32x32x32_i8
                                        ; -- End function
	.set mfma_i32_32x32x32_i8.num_vgpr, 26
	.set mfma_i32_32x32x32_i8.num_agpr, 0
	.set mfma_i32_32x32x32_i8.numbered_sgpr, 12
	.set mfma_i32_32x32x32_i8.num_named_barrier, 0
	.set mfma_i32_32x32x32_i8.private_seg_size, 0
	.set mfma_i32_32x32x32_i8.uses_vcc, 0
	.set mfma_i32_32x32x32_i8.uses_flat_scratch, 0
	.set mfma_i32_32x32x32_i8.has_dyn_sized_stack, 0
	.set mfma_i32_32x32x32_i8.has_recursion, 0
	.set mfma_i32_32x32x32_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_scale_f32_16x16x128_f8f6f4 ; -- Begin function mfma_scale_f32_16x16x128_f8f6f4
	.globl	mfma_scale_f32_16x16x128_f8f6f4
	.p2align	8
	.type	mfma_scale_f32_16x16x128_f8f6f4,@function
mfma_scale_f32_16x16x128_f8f6f4:        ; @mfma_scale_f32_16x16x128_f8f6f4
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v6, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5] offset:16
	global_load_dwordx4 v[20:23], v1, s[6:7] offset:16
	global_load_dwordx4 v[8:11], v1, s[4:5]
	global_load_dwordx4 v[16:19], v1, s[6:7]
	global_load_dwordx4 v[2:5], v6, s[8:9]
	s_nop 0
	global_load_dword v1, v0, s[10:11]
	global_load_dword v7, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[8:15], v[16:23], v[2:5], v1, v7 op_sel_hi:[0,0,0]
	s_nop 11
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_scale_f32_16x16x128_f8f6f4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end50:
	.size	mfma_scale_f32_16x16x128_f8f6f4, .Lfunc_end50-mfma_scale_f32_16x16x128_f8f6f4
                                        ; -- End function
	.set mfma_scale_f32_16x16x128_f8f6f4.num_vgpr, 24
	.set mfma_scale_f32_16x16x128_f8f6f4.num_agpr, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.numbered_sgpr, 16
	.set mfma_scale_f32_16x16x128_f8f6f4.num_named_barrier, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.private_seg_size, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.uses_vcc, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.uses_flat_scratch, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.has_dyn_sized_stack, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.has_recursion, 0
	.set mfma_scale_f32_16x16x128_f8f6f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 22
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_scale_f32_32x32x64_f8f6f4 ; -- Begin function mfma_scale_f32_32x32x64_f8f6f4
	.globl	mfma_scale_f32_32x32x64_f8f6f4
	.p2align	8
	.type	mfma_scale_f32_32x32x64_f8f6f4,@function
mfma_scale_f32_32x32x64_f8f6f4:         ; @mfma_scale_f32_32x32x64_f8f6f4
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[24:27], v1, s[4:5] offset:16
	global_load_dwordx4 v[32:35], v1, s[6:7] offset:16
	global_load_dwordx4 v[20:23], v1, s[4:5]
	global_load_dwordx4 v[28:31], v1, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	global_load_dword v18, v0, s[10:11]
	global_load_dword v19, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[20:27], v[28:35], v[2:17], v18, v19 op_sel_hi:[0,0,0]
	s_nop 15
	s_nop 3
	global_store_dwordx4 v1, v[10:13], s[14:15] offset:32
	global_store_dwordx4 v1, v[14:17], s[14:15] offset:48
	global_store_dwordx4 v1, v[2:5], s[14:15]
	global_store_dwordx4 v1, v[6:9], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_scale_f32_32x32x64_f8f6f4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end51:
	.size	mfma_scale_f32_32x32x64_f8f6f4, .Lfunc_end51-mfma_scale_f32_32x32x64_f8f6f4
                                        ; -- End function
	.set mfma_scale_f32_32x32x64_f8f6f4.num_vgpr, 36
	.set mfma_scale_f32_32x32x64_f8f6f4.num_agpr, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.numbered_sgpr, 16
	.set mfma_scale_f32_32x32x64_f8f6f4.num_named_barrier, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.private_seg_size, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.uses_vcc, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.uses_flat_scratch, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.has_dyn_sized_stack, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.has_recursion, 0
	.set mfma_scale_f32_32x32x64_f8f6f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 22
; NumVgprs: 36
; NumAgprs: 0
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_f16 ; -- Begin function smfmac_f32_16x16x64_f16
	.globl	smfmac_f32_16x16x64_f16
	.p2align	8
	.type	smfmac_f32_16x16x64_f16,@function
smfmac_f32_16x16x64_f16:                ; @smfmac_f32_16x16x64_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_f16 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end52:
	.size	smfmac_f32_16x16x64_f16, .Lfunc_end52-smfmac_f32_16x16x64_f16
                                        ; -- End function
	.set smfmac_f32_16x16x64_f16.num_vgpr, 20
	.set smfmac_f32_16x16x64_f16.num_agpr, 0
	.set smfmac_f32_16x16x64_f16.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_f16.num_named_barrier, 0
	.set smfmac_f32_16x16x64_f16.private_seg_size, 0
	.set smfmac_f32_16x16x64_f16.uses_vcc, 0
	.set smfmac_f32_16x16x64_f16.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_f16.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_f16.has_recursion, 0
	.set smfmac_f32_16x16x64_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_f16 ; -- Begin function smfmac_f32_32x32x32_f16
	.globl	smfmac_f32_32x32x32_f16
	.p2align	8
	.type	smfmac_f32_32x32x32_f16,@function
smfmac_f32_32x32x32_f16:                ; @smfmac_f32_32x32x32_f16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_f16 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end53:
	.size	smfmac_f32_32x32x32_f16, .Lfunc_end53-smfmac_f32_32x32x32_f16
                                        ; -- End function
	.set smfmac_f32_32x32x32_f16.num_vgpr, 30
	.set smfmac_f32_32x32x32_f16.num_agpr, 0
	.set smfmac_f32_32x32x32_f16.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_f16.num_named_barrier, 0
	.set smfmac_f32_32x32x32_f16.private_seg_size, 0
	.set smfmac_f32_32x32x32_f16.uses_vcc, 0
	.set smfmac_f32_32x32x32_f16.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_f16.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_f16.has_recursion, 0
	.set smfmac_f32_32x32x32_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x64_bf16 ; -- Begin function smfmac_f32_16x16x64_bf16
	.globl	smfmac_f32_16x16x64_bf16
	.p2align	8
	.type	smfmac_f32_16x16x64_bf16,@function
smfmac_f32_16x16x64_bf16:               ; @smfmac_f32_16x16x64_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x64_bf16 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x64_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end54:
	.size	smfmac_f32_16x16x64_bf16, .Lfunc_end54-smfmac_f32_16x16x64_bf16
                                        ; -- End function
	.set smfmac_f32_16x16x64_bf16.num_vgpr, 20
	.set smfmac_f32_16x16x64_bf16.num_agpr, 0
	.set smfmac_f32_16x16x64_bf16.numbered_sgpr, 12
	.set smfmac_f32_16x16x64_bf16.num_named_barrier, 0
	.set smfmac_f32_16x16x64_bf16.private_seg_size, 0
	.set smfmac_f32_16x16x64_bf16.uses_vcc, 0
	.set smfmac_f32_16x16x64_bf16.uses_flat_scratch, 0
	.set smfmac_f32_16x16x64_bf16.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x64_bf16.has_recursion, 0
	.set smfmac_f32_16x16x64_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x32_bf16 ; -- Begin function smfmac_f32_32x32x32_bf16
	.globl	smfmac_f32_32x32x32_bf16
	.p2align	8
	.type	smfmac_f32_32x32x32_bf16,@function
smfmac_f32_32x32x32_bf16:               ; @smfmac_f32_32x32x32_bf16
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x32_bf16 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x32_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end55:
	.size	smfmac_f32_32x32x32_bf16, .Lfunc_end55-smfmac_f32_32x32x32_bf16
                                        ; -- End function
	.set smfmac_f32_32x32x32_bf16.num_vgpr, 30
	.set smfmac_f32_32x32x32_bf16.num_agpr, 0
	.set smfmac_f32_32x32x32_bf16.numbered_sgpr, 12
	.set smfmac_f32_32x32x32_bf16.num_named_barrier, 0
	.set smfmac_f32_32x32x32_bf16.private_seg_size, 0
	.set smfmac_f32_32x32x32_bf16.uses_vcc, 0
	.set smfmac_f32_32x32x32_bf16.uses_flat_scratch, 0
	.set smfmac_f32_32x32x32_bf16.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x32_bf16.has_recursion, 0
	.set smfmac_f32_32x32x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_16x16x128_i8 ; -- Begin function smfmac_i32_16x16x128_i8
	.globl	smfmac_i32_16x16x128_i8
	.p2align	8
	.type	smfmac_i32_16x16x128_i8,@function
smfmac_i32_16x16x128_i8:                ; @smfmac_i32_16x16x128_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_i32_16x16x128_i8 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_16x16x128_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end56:
	.size	smfmac_i32_16x16x128_i8, .Lfunc_end56-smfmac_i32_16x16x128_i8
                                        ; -- End function
	.set smfmac_i32_16x16x128_i8.num_vgpr, 20
	.set smfmac_i32_16x16x128_i8.num_agpr, 0
	.set smfmac_i32_16x16x128_i8.numbered_sgpr, 12
	.set smfmac_i32_16x16x128_i8.num_named_barrier, 0
	.set smfmac_i32_16x16x128_i8.private_seg_size, 0
	.set smfmac_i32_16x16x128_i8.uses_vcc, 0
	.set smfmac_i32_16x16x128_i8.uses_flat_scratch, 0
	.set smfmac_i32_16x16x128_i8.has_dyn_sized_stack, 0
	.set smfmac_i32_16x16x128_i8.has_recursion, 0
	.set smfmac_i32_16x16x128_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_32x32x64_i8  ; -- Begin function smfmac_i32_32x32x64_i8
	.globl	smfmac_i32_32x32x64_i8
	.p2align	8
	.type	smfmac_i32_32x32x64_i8,@function
smfmac_i32_32x32x64_i8:                 ; @smfmac_i32_32x32x64_i8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_i32_32x32x64_i8 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_32x32x64_i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end57:
	.size	smfmac_i32_32x32x64_i8, .Lfunc_end57-smfmac_i32_32x32x64_i8
                                        ; -- End function
	.set smfmac_i32_32x32x64_i8.num_vgpr, 30
	.set smfmac_i32_32x32x64_i8.num_agpr, 0
	.set smfmac_i32_32x32x64_i8.numbered_sgpr, 12
	.set smfmac_i32_32x32x64_i8.num_named_barrier, 0
	.set smfmac_i32_32x32x64_i8.private_seg_size, 0
	.set smfmac_i32_32x32x64_i8.uses_vcc, 0
	.set smfmac_i32_32x32x64_i8.uses_flat_scratch, 0
	.set smfmac_i32_32x32x64_i8.has_dyn_sized_stack, 0
	.set smfmac_i32_32x32x64_i8.has_recursion, 0
	.set smfmac_i32_32x32x64_i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x128_bf8_bf8 ; -- Begin function smfmac_f32_16x16x128_bf8_bf8
	.globl	smfmac_f32_16x16x128_bf8_bf8
	.p2align	8
	.type	smfmac_f32_16x16x128_bf8_bf8,@function
smfmac_f32_16x16x128_bf8_bf8:           ; @smfmac_f32_16x16x128_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x128_bf8_bf8 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x128_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end58:
	.size	smfmac_f32_16x16x128_bf8_bf8, .Lfunc_end58-smfmac_f32_16x16x128_bf8_bf8
                                        ; -- End function
	.set smfmac_f32_16x16x128_bf8_bf8.num_vgpr, 20
	.set smfmac_f32_16x16x128_bf8_bf8.num_agpr, 0
	.set smfmac_f32_16x16x128_bf8_bf8.numbered_sgpr, 12
	.set smfmac_f32_16x16x128_bf8_bf8.num_named_barrier, 0
	.set smfmac_f32_16x16x128_bf8_bf8.private_seg_size, 0
	.set smfmac_f32_16x16x128_bf8_bf8.uses_vcc, 0
	.set smfmac_f32_16x16x128_bf8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x128_bf8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x128_bf8_bf8.has_recursion, 0
	.set smfmac_f32_16x16x128_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x128_bf8_fp8 ; -- Begin function smfmac_f32_16x16x128_bf8_fp8
	.globl	smfmac_f32_16x16x128_bf8_fp8
	.p2align	8
	.type	smfmac_f32_16x16x128_bf8_fp8,@function
smfmac_f32_16x16x128_bf8_fp8:           ; @smfmac_f32_16x16x128_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x128_bf8_fp8 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x128_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end59:
	.size	smfmac_f32_16x16x128_bf8_fp8, .Lfunc_end59-smfmac_f32_16x16x128_bf8_fp8
                                        ; -- End function
	.set smfmac_f32_16x16x128_bf8_fp8.num_vgpr, 20
	.set smfmac_f32_16x16x128_bf8_fp8.num_agpr, 0
	.set smfmac_f32_16x16x128_bf8_fp8.numbered_sgpr, 12
	.set smfmac_f32_16x16x128_bf8_fp8.num_named_barrier, 0
	.set smfmac_f32_16x16x128_bf8_fp8.private_seg_size, 0
	.set smfmac_f32_16x16x128_bf8_fp8.uses_vcc, 0
	.set smfmac_f32_16x16x128_bf8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x128_bf8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x128_bf8_fp8.has_recursion, 0
	.set smfmac_f32_16x16x128_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x128_fp8_bf8 ; -- Begin function smfmac_f32_16x16x128_fp8_bf8
	.globl	smfmac_f32_16x16x128_fp8_bf8
	.p2align	8
	.type	smfmac_f32_16x16x128_fp8_bf8,@function
smfmac_f32_16x16x128_fp8_bf8:           ; @smfmac_f32_16x16x128_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x128_fp8_bf8 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x128_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end60:
	.size	smfmac_f32_16x16x128_fp8_bf8, .Lfunc_end60-smfmac_f32_16x16x128_fp8_bf8
                                        ; -- End function
	.set smfmac_f32_16x16x128_fp8_bf8.num_vgpr, 20
	.set smfmac_f32_16x16x128_fp8_bf8.num_agpr, 0
	.set smfmac_f32_16x16x128_fp8_bf8.numbered_sgpr, 12
	.set smfmac_f32_16x16x128_fp8_bf8.num_named_barrier, 0
	.set smfmac_f32_16x16x128_fp8_bf8.private_seg_size, 0
	.set smfmac_f32_16x16x128_fp8_bf8.uses_vcc, 0
	.set smfmac_f32_16x16x128_fp8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x128_fp8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x128_fp8_bf8.has_recursion, 0
	.set smfmac_f32_16x16x128_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x128_fp8_fp8 ; -- Begin function smfmac_f32_16x16x128_fp8_fp8
	.globl	smfmac_f32_16x16x128_fp8_fp8
	.p2align	8
	.type	smfmac_f32_16x16x128_fp8_fp8,@function
smfmac_f32_16x16x128_fp8_fp8:           ; @smfmac_f32_16x16x128_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5]
	global_load_dwordx4 v[8:11], v2, s[6:7] offset:16
	global_load_dwordx4 v[4:7], v2, s[6:7]
	global_load_dwordx4 v[16:19], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x128_fp8_fp8 v[16:19], v[12:15], v[4:11], v0
	s_nop 7
	global_store_dwordx4 v1, v[16:19], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x128_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end61:
	.size	smfmac_f32_16x16x128_fp8_fp8, .Lfunc_end61-smfmac_f32_16x16x128_fp8_fp8
                                        ; -- End function
	.set smfmac_f32_16x16x128_fp8_fp8.num_vgpr, 20
	.set smfmac_f32_16x16x128_fp8_fp8.num_agpr, 0
	.set smfmac_f32_16x16x128_fp8_fp8.numbered_sgpr, 12
	.set smfmac_f32_16x16x128_fp8_fp8.num_named_barrier, 0
	.set smfmac_f32_16x16x128_fp8_fp8.private_seg_size, 0
	.set smfmac_f32_16x16x128_fp8_fp8.uses_vcc, 0
	.set smfmac_f32_16x16x128_fp8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_16x16x128_fp8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x128_fp8_fp8.has_recursion, 0
	.set smfmac_f32_16x16x128_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x64_bf8_bf8 ; -- Begin function smfmac_f32_32x32x64_bf8_bf8
	.globl	smfmac_f32_32x32x64_bf8_bf8
	.p2align	8
	.type	smfmac_f32_32x32x64_bf8_bf8,@function
smfmac_f32_32x32x64_bf8_bf8:            ; @smfmac_f32_32x32x64_bf8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_bf8_bf8 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x64_bf8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end62:
	.size	smfmac_f32_32x32x64_bf8_bf8, .Lfunc_end62-smfmac_f32_32x32x64_bf8_bf8
                                        ; -- End function
	.set smfmac_f32_32x32x64_bf8_bf8.num_vgpr, 30
	.set smfmac_f32_32x32x64_bf8_bf8.num_agpr, 0
	.set smfmac_f32_32x32x64_bf8_bf8.numbered_sgpr, 12
	.set smfmac_f32_32x32x64_bf8_bf8.num_named_barrier, 0
	.set smfmac_f32_32x32x64_bf8_bf8.private_seg_size, 0
	.set smfmac_f32_32x32x64_bf8_bf8.uses_vcc, 0
	.set smfmac_f32_32x32x64_bf8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x64_bf8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x64_bf8_bf8.has_recursion, 0
	.set smfmac_f32_32x32x64_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x64_bf8_fp8 ; -- Begin function smfmac_f32_32x32x64_bf8_fp8
	.globl	smfmac_f32_32x32x64_bf8_fp8
	.p2align	8
	.type	smfmac_f32_32x32x64_bf8_fp8,@function
smfmac_f32_32x32x64_bf8_fp8:            ; @smfmac_f32_32x32x64_bf8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_bf8_fp8 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x64_bf8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end63:
	.size	smfmac_f32_32x32x64_bf8_fp8, .Lfunc_end63-smfmac_f32_32x32x64_bf8_fp8
                                        ; -- End function
	.set smfmac_f32_32x32x64_bf8_fp8.num_vgpr, 30
	.set smfmac_f32_32x32x64_bf8_fp8.num_agpr, 0
	.set smfmac_f32_32x32x64_bf8_fp8.numbered_sgpr, 12
	.set smfmac_f32_32x32x64_bf8_fp8.num_named_barrier, 0
	.set smfmac_f32_32x32x64_bf8_fp8.private_seg_size, 0
	.set smfmac_f32_32x32x64_bf8_fp8.uses_vcc, 0
	.set smfmac_f32_32x32x64_bf8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x64_bf8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x64_bf8_fp8.has_recursion, 0
	.set smfmac_f32_32x32x64_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x64_fp8_bf8 ; -- Begin function smfmac_f32_32x32x64_fp8_bf8
	.globl	smfmac_f32_32x32x64_fp8_bf8
	.p2align	8
	.type	smfmac_f32_32x32x64_fp8_bf8,@function
smfmac_f32_32x32x64_fp8_bf8:            ; @smfmac_f32_32x32x64_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_fp8_bf8 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x64_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end64:
	.size	smfmac_f32_32x32x64_fp8_bf8, .Lfunc_end64-smfmac_f32_32x32x64_fp8_bf8
                                        ; -- End function
	.set smfmac_f32_32x32x64_fp8_bf8.num_vgpr, 30
	.set smfmac_f32_32x32x64_fp8_bf8.num_agpr, 0
	.set smfmac_f32_32x32x64_fp8_bf8.numbered_sgpr, 12
	.set smfmac_f32_32x32x64_fp8_bf8.num_named_barrier, 0
	.set smfmac_f32_32x32x64_fp8_bf8.private_seg_size, 0
	.set smfmac_f32_32x32x64_fp8_bf8.uses_vcc, 0
	.set smfmac_f32_32x32x64_fp8_bf8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x64_fp8_bf8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x64_fp8_bf8.has_recursion, 0
	.set smfmac_f32_32x32x64_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_32x32x64_fp8_fp8 ; -- Begin function smfmac_f32_32x32x64_fp8_fp8
	.globl	smfmac_f32_32x32x64_fp8_fp8
	.p2align	8
	.type	smfmac_f32_32x32x64_fp8_fp8,@function
smfmac_f32_32x32x64_fp8_fp8:            ; @smfmac_f32_32x32x64_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v2, 5, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[26:29], v1, s[4:5]
	global_load_dwordx4 v[22:25], v2, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v2, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_32x32x64_fp8_fp8 v[2:17], v[26:29], v[18:25], v0
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[0:1] offset:32
	global_store_dwordx4 v1, v[14:17], s[0:1] offset:48
	global_store_dwordx4 v1, v[2:5], s[0:1]
	global_store_dwordx4 v1, v[6:9], s[0:1] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_32x32x64_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end65:
	.size	smfmac_f32_32x32x64_fp8_fp8, .Lfunc_end65-smfmac_f32_32x32x64_fp8_fp8
                                        ; -- End function
	.set smfmac_f32_32x32x64_fp8_fp8.num_vgpr, 30
	.set smfmac_f32_32x32x64_fp8_fp8.num_agpr, 0
	.set smfmac_f32_32x32x64_fp8_fp8.numbered_sgpr, 12
	.set smfmac_f32_32x32x64_fp8_fp8.num_named_barrier, 0
	.set smfmac_f32_32x32x64_fp8_fp8.private_seg_size, 0
	.set smfmac_f32_32x32x64_fp8_fp8.uses_vcc, 0
	.set smfmac_f32_32x32x64_fp8_fp8.uses_flat_scratch, 0
	.set smfmac_f32_32x32x64_fp8_fp8.has_dyn_sized_stack, 0
	.set smfmac_f32_32x32x64_fp8_fp8.has_recursion, 0
	.set smfmac_f32_32x32x64_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5 ; -- Begin function mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
	.globl	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
	.p2align	8
	.type	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5,@function
mfma_f32_4x4x4f16_cbsz2_abid3_blgp5:    ; @mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[6:7], v1, s[4:5]
	global_load_dwordx2 v[8:9], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[6:7], v[8:9], v[0:3] cbsz:2 abid:3 blgp:5
	s_nop 4
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end66:
	.size	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5, .Lfunc_end66-mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
                                        ; -- End function
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_vgpr, 10
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_agpr, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.numbered_sgpr, 12
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_named_barrier, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.private_seg_size, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.uses_vcc, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.uses_flat_scratch, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_recursion, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x8f16_blgp1 ; -- Begin function mfma_f32_32x32x8f16_blgp1
	.globl	mfma_f32_32x32x8f16_blgp1
	.p2align	8
	.type	mfma_f32_32x32x8f16_blgp1,@function
mfma_f32_32x32x8f16_blgp1:              ; @mfma_f32_32x32x8f16_blgp1
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 3, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[18:19], v16, s[4:5]
	global_load_dwordx2 v[20:21], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[20:21], v[0:15] blgp:1
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8f16_blgp1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end67:
	.size	mfma_f32_32x32x8f16_blgp1, .Lfunc_end67-mfma_f32_32x32x8f16_blgp1
                                        ; -- End function
	.set mfma_f32_32x32x8f16_blgp1.num_vgpr, 22
	.set mfma_f32_32x32x8f16_blgp1.num_agpr, 0
	.set mfma_f32_32x32x8f16_blgp1.numbered_sgpr, 12
	.set mfma_f32_32x32x8f16_blgp1.num_named_barrier, 0
	.set mfma_f32_32x32x8f16_blgp1.private_seg_size, 0
	.set mfma_f32_32x32x8f16_blgp1.uses_vcc, 0
	.set mfma_f32_32x32x8f16_blgp1.uses_flat_scratch, 0
	.set mfma_f32_32x32x8f16_blgp1.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8f16_blgp1.has_recursion, 0
	.set mfma_f32_32x32x8f16_blgp1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_i32_16x16x4i8_cbsz1_abid1 ; -- Begin function mfma_i32_16x16x4i8_cbsz1_abid1
	.globl	mfma_i32_16x16x4i8_cbsz1_abid1
	.p2align	8
	.type	mfma_i32_16x16x4i8_cbsz1_abid1,@function
mfma_i32_16x16x4i8_cbsz1_abid1:         ; @mfma_i32_16x16x4i8_cbsz1_abid1
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[4:5]
	global_load_dword v19, v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x4_4b_i8 v[0:15], v18, v19, v[0:15] cbsz:1 abid:1
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v17, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v17, v[0:3], s[10:11]
	global_store_dwordx4 v17, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x4i8_cbsz1_abid1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
.Lfunc_end68:
	.size	mfma_i32_16x16x4i8_cbsz1_abid1, .Lfunc_end68-mfma_i32_16x16x4i8_cbsz1_abid1
                                        ; -- End function
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_vgpr, 20
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_agpr, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.numbered_sgpr, 12
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_named_barrier, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.private_seg_size, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.uses_vcc, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.uses_flat_scratch, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_recursion, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f64_16x16x4f64_neg_ab ; -- Begin function mfma_f64_16x16x4f64_neg_ab
	.globl	mfma_f64_16x16x4f64_neg_ab
	.p2align	8
	.type	mfma_f64_16x16x4f64_neg_ab,@function
mfma_f64_16x16x4f64_neg_ab:             ; @mfma_f64_16x16x4f64_neg_ab
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshlrev_b32_e32 v9, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v8, s[6:7]
	global_load_dwordx4 v[4:7], v9, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v9, s[8:9]
	global_load_dwordx2 v[10:11], v8, s[4:5]
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7] neg:[1,1,0]
	s_nop 15
	s_nop 1
	global_store_dwordx4 v9, v[4:7], s[10:11] offset:16
	global_store_dwordx4 v9, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_16x16x4f64_neg_ab
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 0
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
.Lfunc_end69:
	.size	mfma_f64_16x16x4f64_neg_ab, .Lfunc_end69-mfma_f64_16x16x4f64_neg_ab
                                        ; -- End function
	.set mfma_f64_16x16x4f64_neg_ab.num_vgpr, 14
	.set mfma_f64_16x16x4f64_neg_ab.num_agpr, 0
	.set mfma_f64_16x16x4f64_neg_ab.numbered_sgpr, 12
	.set mfma_f64_16x16x4f64_neg_ab.num_named_barrier, 0
	.set mfma_f64_16x16x4f64_neg_ab.private_seg_size, 0
	.set mfma_f64_16x16x4f64_neg_ab.uses_vcc, 0
	.set mfma_f64_16x16x4f64_neg_ab.uses_flat_scratch, 0
	.set mfma_f64_16x16x4f64_neg_ab.has_dyn_sized_stack, 0
	.set mfma_f64_16x16x4f64_neg_ab.has_recursion, 0
	.set mfma_f64_16x16x4f64_neg_ab.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_f32_16x16x32_f16_abid1 ; -- Begin function smfmac_f32_16x16x32_f16_abid1
	.globl	smfmac_f32_16x16x32_f16_abid1
	.p2align	8
	.type	smfmac_f32_16x16x32_f16_abid1,@function
smfmac_f32_16x16x32_f16_abid1:          ; @smfmac_f32_16x16x32_f16_abid1
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_f32_16x16x32_f16 v[6:9], v[10:11], v[2:5], v0 abid:1
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f32_16x16x32_f16_abid1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end70:
	.size	smfmac_f32_16x16x32_f16_abid1, .Lfunc_end70-smfmac_f32_16x16x32_f16_abid1
                                        ; -- End function
	.set smfmac_f32_16x16x32_f16_abid1.num_vgpr, 12
	.set smfmac_f32_16x16x32_f16_abid1.num_agpr, 0
	.set smfmac_f32_16x16x32_f16_abid1.numbered_sgpr, 12
	.set smfmac_f32_16x16x32_f16_abid1.num_named_barrier, 0
	.set smfmac_f32_16x16x32_f16_abid1.private_seg_size, 0
	.set smfmac_f32_16x16x32_f16_abid1.uses_vcc, 0
	.set smfmac_f32_16x16x32_f16_abid1.uses_flat_scratch, 0
	.set smfmac_f32_16x16x32_f16_abid1.has_dyn_sized_stack, 0
	.set smfmac_f32_16x16x32_f16_abid1.has_recursion, 0
	.set smfmac_f32_16x16x32_f16_abid1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i32_16x16x64_i8_cbsz1_abid3 ; -- Begin function smfmac_i32_16x16x64_i8_cbsz1_abid3
	.globl	smfmac_i32_16x16x64_i8_cbsz1_abid3
	.p2align	8
	.type	smfmac_i32_16x16x64_i8_cbsz1_abid3,@function
smfmac_i32_16x16x64_i8_cbsz1_abid3:     ; @smfmac_i32_16x16x64_i8_cbsz1_abid3
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[2:5], v1, s[6:7]
	global_load_dwordx4 v[6:9], v1, s[8:9]
	s_nop 0
	global_load_dword v0, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_smfmac_i32_16x16x64_i8 v[6:9], v[10:11], v[2:5], v0 cbsz:1 abid:3
	s_nop 7
	global_store_dwordx4 v1, v[6:9], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i32_16x16x64_i8_cbsz1_abid3
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
.Lfunc_end71:
	.size	smfmac_i32_16x16x64_i8_cbsz1_abid3, .Lfunc_end71-smfmac_i32_16x16x64_i8_cbsz1_abid3
                                        ; -- End function
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.num_vgpr, 12
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.num_agpr, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.numbered_sgpr, 12
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.num_named_barrier, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.private_seg_size, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.uses_vcc, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.uses_flat_scratch, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.has_dyn_sized_stack, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.has_recursion, 0
	.set smfmac_i32_16x16x64_i8_cbsz1_abid3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6 ; -- Begin function mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
	.globl	mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
	.p2align	8
	.type	mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6,@function
mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6: ; @mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v6, 4, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[12:15], v1, s[4:5] offset:16
	global_load_dwordx2 v[20:21], v1, s[6:7] offset:16
	global_load_dwordx4 v[8:11], v1, s[4:5]
	global_load_dwordx4 v[16:19], v1, s[6:7]
	global_load_dwordx4 v[2:5], v6, s[8:9]
	s_nop 0
	global_load_dword v1, v0, s[10:11]
	global_load_dword v7, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[8:15], v[16:21], v[2:5], v1, v7 op_sel_hi:[0,0,0] cbsz:1 blgp:2
	s_nop 11
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end72:
	.size	mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6, .Lfunc_end72-mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
                                        ; -- End function
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.num_vgpr, 22
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.num_agpr, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.numbered_sgpr, 16
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.num_named_barrier, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.private_seg_size, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.uses_vcc, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.uses_flat_scratch, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.has_dyn_sized_stack, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.has_recursion, 0
	.set mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 22
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel ; -- Begin function mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
	.globl	mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
	.p2align	8
	.type	mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel,@function
mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel: ; @mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	v_lshlrev_b32_e32 v1, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[20:23], v1, s[4:5]
	global_load_dwordx4 v[24:27], v1, s[6:7]
	v_lshlrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[14:17], v1, s[8:9] offset:48
	global_load_dwordx4 v[10:13], v1, s[8:9] offset:32
	global_load_dwordx4 v[6:9], v1, s[8:9] offset:16
	global_load_dwordx4 v[2:5], v1, s[8:9]
	global_load_dword v18, v0, s[10:11]
	global_load_dword v19, v0, s[12:13]
	s_waitcnt vmcnt(0)
	v_mfma_scale_f32_32x32x64_f8f6f4 v[2:17], v[20:23], v[24:27], v[2:17], v18, v19 op_sel:[1,0,0] op_sel_hi:[0,1,0] cbsz:4 blgp:4
	s_nop 11
	global_store_dwordx4 v1, v[10:13], s[14:15] offset:32
	global_store_dwordx4 v1, v[14:17], s[14:15] offset:48
	global_store_dwordx4 v1, v[2:5], s[14:15]
	global_store_dwordx4 v1, v[6:9], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 0
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
.Lfunc_end73:
	.size	mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel, .Lfunc_end73-mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
                                        ; -- End function
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.num_vgpr, 28
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.num_agpr, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.numbered_sgpr, 16
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.num_named_barrier, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.private_seg_size, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.uses_vcc, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.uses_flat_scratch, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.has_dyn_sized_stack, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.has_recursion, 0
	.set mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 22
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_16x16x128_f8f6f4_fp8_fp8 ; -- Begin function mfma_f32_16x16x128_f8f6f4_fp8_fp8
	.globl	mfma_f32_16x16x128_f8f6f4_fp8_fp8
	.p2align	8
	.type	mfma_f32_16x16x128_f8f6f4_fp8_fp8,@function
mfma_f32_16x16x128_f8f6f4_fp8_fp8:      ; @mfma_f32_16x16x128_f8f6f4_fp8_fp8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v4, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[6:9], v1, s[4:5]
	global_load_dwordx4 v[10:13], v1, s[4:5] offset:16
	global_load_dwordx4 v[18:21], v1, s[6:7] offset:16
	global_load_dwordx4 v[14:17], v1, s[6:7]
	s_nop 0
	global_load_dwordx4 v[0:3], v4, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[6:13], v[14:21], v[0:3]
	s_nop 11
	global_store_dwordx4 v4, v[0:3], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x128_f8f6f4_fp8_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 0
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
.Lfunc_end74:
	.size	mfma_f32_16x16x128_f8f6f4_fp8_fp8, .Lfunc_end74-mfma_f32_16x16x128_f8f6f4_fp8_fp8
                                        ; -- End function
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.num_vgpr, 22
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.num_agpr, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.numbered_sgpr, 12
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.num_named_barrier, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.private_seg_size, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.uses_vcc, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.uses_flat_scratch, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.has_recursion, 0
	.set mfma_f32_16x16x128_f8f6f4_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x64_f8f6f4_fp8_bf8 ; -- Begin function mfma_f32_32x32x64_f8f6f4_fp8_bf8
	.globl	mfma_f32_32x32x64_f8f6f4_fp8_bf8
	.p2align	8
	.type	mfma_f32_32x32x64_f8f6f4_fp8_bf8,@function
mfma_f32_32x32x64_f8f6f4_fp8_bf8:       ; @mfma_f32_32x32x64_f8f6f4_fp8_bf8
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v16, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[22:25], v1, s[4:5] offset:16
	global_load_dwordx4 v[30:33], v1, s[6:7] offset:16
	global_load_dwordx4 v[18:21], v1, s[4:5]
	global_load_dwordx4 v[26:29], v1, s[6:7]
	global_load_dwordx4 v[12:15], v16, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v16, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v16, s[8:9] offset:16
	s_nop 0
	global_load_dwordx4 v[0:3], v16, s[8:9]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[18:25], v[26:33], v[0:15] blgp:1
	s_nop 15
	s_nop 3
	global_store_dwordx4 v16, v[8:11], s[10:11] offset:32
	global_store_dwordx4 v16, v[12:15], s[10:11] offset:48
	global_store_dwordx4 v16, v[0:3], s[10:11]
	global_store_dwordx4 v16, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x64_f8f6f4_fp8_bf8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 0
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
.Lfunc_end75:
	.size	mfma_f32_32x32x64_f8f6f4_fp8_bf8, .Lfunc_end75-mfma_f32_32x32x64_f8f6f4_fp8_bf8
                                        ; -- End function
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.num_vgpr, 34
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.num_agpr, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.numbered_sgpr, 12
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.num_named_barrier, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.private_seg_size, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.uses_vcc, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.uses_flat_scratch, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.has_recursion, 0
	.set mfma_f32_32x32x64_f8f6f4_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 18
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma_f32_32x32x16_f16_chain2 ; -- Begin function mfma_f32_32x32x16_f16_chain2
	.globl	mfma_f32_32x32x16_f16_chain2
	.p2align	8
	.type	mfma_f32_32x32x16_f16_chain2,@function
mfma_f32_32x32x16_f16_chain2:           ; @mfma_f32_32x32x16_f16_chain2
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[18:21], v16, s[4:5]
	global_load_dwordx4 v[22:25], v16, s[6:7]
	global_load_dwordx4 v[12:15], v17, s[8:9] offset:48
	global_load_dwordx4 v[8:11], v17, s[8:9] offset:32
	global_load_dwordx4 v[4:7], v17, s[8:9] offset:16
	global_load_dwordx4 v[0:3], v17, s[8:9]
	global_load_dwordx4 v[26:29], v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_mfma_f32_32x32x16_f16 v[0:15], v[18:21], v[22:25], v[0:15]
	global_load_dwordx4 v[18:21], v16, s[0:1]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x16_f16 v[0:15], v[26:29], v[18:21], v[0:15]
	s_nop 11
	global_store_dwordx4 v17, v[8:11], s[2:3] offset:32
	global_store_dwordx4 v17, v[12:15], s[2:3] offset:48
	global_store_dwordx4 v17, v[0:3], s[2:3]
	global_store_dwordx4 v17, v[4:7], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x16_f16_chain2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end76:
	.size	mfma_f32_32x32x16_f16_chain2, .Lfunc_end76-mfma_f32_32x32x16_f16_chain2
                                        ; -- End function
	.set mfma_f32_32x32x16_f16_chain2.num_vgpr, 30
	.set mfma_f32_32x32x16_f16_chain2.num_agpr, 0
	.set mfma_f32_32x32x16_f16_chain2.numbered_sgpr, 12
	.set mfma_f32_32x32x16_f16_chain2.num_named_barrier, 0
	.set mfma_f32_32x32x16_f16_chain2.private_seg_size, 0
	.set mfma_f32_32x32x16_f16_chain2.uses_vcc, 0
	.set mfma_f32_32x32x16_f16_chain2.uses_flat_scratch, 0
	.set mfma_f32_32x32x16_f16_chain2.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x16_f16_chain2.has_recursion, 0
	.set mfma_f32_32x32x16_f16_chain2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
	.type	__hip_cuid_,@object             ; @__hip_cuid_
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_
__hip_cuid_:
	.byte	0                               ; 0x0
	.size	__hip_cuid_, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x1f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x1f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_4x4x1f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x2f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x2f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x4f32
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x4f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x4f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_4x4x4f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x8f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x16f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x16f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_32x32x4i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_16x16x4i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_4x4x4i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_4x4x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x4bf16_1k
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x4bf16_1k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x4bf16_1k
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4bf16_1k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_4x4x4bf16_1k
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x4bf16_1k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x8bf16_1k
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8bf16_1k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x16bf16_1k
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x16bf16_1k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f64_16x16x4f64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_16x16x4f64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f64_4x4x4f64
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_4x4x4f64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_16x16x32_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x32_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_32x32x16_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x16_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x32_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x16_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x16_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x16_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x16_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_i32_16x16x64_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_16x16x64_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_i32_32x32x32_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_32x32x32_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_16x16x64_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x64_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_32x32x32_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x32_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           mfma_scale_f32_16x16x128_f8f6f4
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mfma_scale_f32_16x16x128_f8f6f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           mfma_scale_f32_32x32x64_f8f6f4
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mfma_scale_f32_32x32x64_f8f6f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x64_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x64_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_i32_16x16x128_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_16x16x128_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_i32_32x32x64_i8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_32x32x64_i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x128_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x128_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x128_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x128_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x128_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x128_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x128_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x128_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x64_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x64_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x64_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x64_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x64_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x64_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_32x32x64_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_32x32x64_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x8f16_blgp1
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8f16_blgp1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_i32_16x16x4i8_cbsz1_abid1
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x4i8_cbsz1_abid1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f64_16x16x4f64_neg_ab
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_16x16x4f64_neg_ab.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_f32_16x16x32_f16_abid1
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_f32_16x16x32_f16_abid1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           smfmac_i32_16x16x64_i8_cbsz1_abid3
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_i32_16x16x64_i8_cbsz1_abid3.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mfma_scale_f32_16x16x128_f8f6f4_bf8_fp6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mfma_scale_f32_32x32x64_f8f6f4_fp4_fp4_opsel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_16x16x128_f8f6f4_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x128_f8f6f4_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x64_f8f6f4_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x64_f8f6f4_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 64
    .name:           mfma_f32_32x32x16_f16_chain2
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x16_f16_chain2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
