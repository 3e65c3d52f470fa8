	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_f32_16x16x16_f16_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_f16_w32_gfx12
	.globl	wmma_f32_16x16x16_f16_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_f16_w32_gfx12,@function
wmma_f32_16x16x16_f16_w32_gfx12:        ; @wmma_f32_16x16x16_f16_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v16, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[8:11], v1, s[0:1]
	global_load_b128 v[12:15], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v16, s[4:5] offset:16
	global_load_b128 v[0:3], v16, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
	s_clause 0x1
	global_store_b128 v16, v[4:7], s[6:7] offset:16
	global_store_b128 v16, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_f16_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end0:
	.size	wmma_f32_16x16x16_f16_w32_gfx12, .Lfunc_end0-wmma_f32_16x16x16_f16_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_f16_w32_gfx12.num_vgpr, 17
	.set wmma_f32_16x16x16_f16_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_f16_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 17
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_bf16_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_bf16_w32_gfx12
	.globl	wmma_f32_16x16x16_bf16_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_bf16_w32_gfx12,@function
wmma_f32_16x16x16_bf16_w32_gfx12:       ; @wmma_f32_16x16x16_bf16_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v16, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[8:11], v1, s[0:1]
	global_load_b128 v[12:15], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v16, s[4:5] offset:16
	global_load_b128 v[0:3], v16, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_bf16 v[0:7], v[8:11], v[12:15], v[0:7]
	s_clause 0x1
	global_store_b128 v16, v[4:7], s[6:7] offset:16
	global_store_b128 v16, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_bf16_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end1:
	.size	wmma_f32_16x16x16_bf16_w32_gfx12, .Lfunc_end1-wmma_f32_16x16x16_bf16_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_bf16_w32_gfx12.num_vgpr, 17
	.set wmma_f32_16x16x16_bf16_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_bf16_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_bf16_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 17
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f16_16x16x16_f16_w32_gfx12 ; -- Begin function wmma_f16_16x16x16_f16_w32_gfx12
	.globl	wmma_f16_16x16x16_f16_w32_gfx12
	.p2align	8
	.type	wmma_f16_16x16x16_f16_w32_gfx12,@function
wmma_f16_16x16x16_f16_w32_gfx12:        ; @wmma_f16_16x16x16_f16_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v12, 4, v0
	s_wait_kmcnt 0x0
	s_clause 0x2
	global_load_b128 v[0:3], v12, s[0:1]
	global_load_b128 v[4:7], v12, s[2:3]
	global_load_b128 v[8:11], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x16_f16 v[8:11], v[0:3], v[4:7], v[8:11]
	global_store_b128 v12, v[8:11], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x16_f16_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end2:
	.size	wmma_f16_16x16x16_f16_w32_gfx12, .Lfunc_end2-wmma_f16_16x16x16_f16_w32_gfx12
                                        ; -- End function
	.set wmma_f16_16x16x16_f16_w32_gfx12.num_vgpr, 13
	.set wmma_f16_16x16x16_f16_w32_gfx12.num_agpr, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.numbered_sgpr, 8
	.set wmma_f16_16x16x16_f16_w32_gfx12.num_named_barrier, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.private_seg_size, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.uses_vcc, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.has_recursion, 0
	.set wmma_f16_16x16x16_f16_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 84
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_bf16_16x16x16_bf16_w32_gfx12 ; -- Begin function wmma_bf16_16x16x16_bf16_w32_gfx12
	.globl	wmma_bf16_16x16x16_bf16_w32_gfx12
	.p2align	8
	.type	wmma_bf16_16x16x16_bf16_w32_gfx12,@function
wmma_bf16_16x16x16_bf16_w32_gfx12:      ; @wmma_bf16_16x16x16_bf16_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v12, 4, v0
	s_wait_kmcnt 0x0
	s_clause 0x2
	global_load_b128 v[0:3], v12, s[0:1]
	global_load_b128 v[4:7], v12, s[2:3]
	global_load_b128 v[8:11], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_bf16_16x16x16_bf16 v[8:11], v[0:3], v[4:7], v[8:11]
	global_store_b128 v12, v[8:11], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16_16x16x16_bf16_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end3:
	.size	wmma_bf16_16x16x16_bf16_w32_gfx12, .Lfunc_end3-wmma_bf16_16x16x16_bf16_w32_gfx12
                                        ; -- End function
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.num_vgpr, 13
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.num_agpr, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.numbered_sgpr, 8
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.num_named_barrier, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.private_seg_size, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.uses_vcc, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.uses_flat_scratch, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.has_recursion, 0
	.set wmma_bf16_16x16x16_bf16_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 84
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu8_w32_gfx12 ; -- Begin function wmma_i32_16x16x16_iu8_w32_gfx12
	.globl	wmma_i32_16x16x16_iu8_w32_gfx12
	.p2align	8
	.type	wmma_i32_16x16x16_iu8_w32_gfx12,@function
wmma_i32_16x16x16_iu8_w32_gfx12:        ; @wmma_i32_16x16x16_iu8_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu8_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end4:
	.size	wmma_i32_16x16x16_iu8_w32_gfx12, .Lfunc_end4-wmma_i32_16x16x16_iu8_w32_gfx12
                                        ; -- End function
	.set wmma_i32_16x16x16_iu8_w32_gfx12.num_vgpr, 13
	.set wmma_i32_16x16x16_iu8_w32_gfx12.num_agpr, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu8_w32_gfx12.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.private_seg_size, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.uses_vcc, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.has_recursion, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu4_w32_gfx12 ; -- Begin function wmma_i32_16x16x16_iu4_w32_gfx12
	.globl	wmma_i32_16x16x16_iu4_w32_gfx12
	.p2align	8
	.type	wmma_i32_16x16x16_iu4_w32_gfx12,@function
wmma_i32_16x16x16_iu4_w32_gfx12:        ; @wmma_i32_16x16x16_iu4_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v8, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v9, v1, s[0:1]
	global_load_b32 v10, v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v8, s[4:5] offset:16
	global_load_b128 v[0:3], v8, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x16_iu4 v[0:7], v9, v10, v[0:7]
	s_clause 0x1
	global_store_b128 v8, v[4:7], s[6:7] offset:16
	global_store_b128 v8, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu4_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end5:
	.size	wmma_i32_16x16x16_iu4_w32_gfx12, .Lfunc_end5-wmma_i32_16x16x16_iu4_w32_gfx12
                                        ; -- End function
	.set wmma_i32_16x16x16_iu4_w32_gfx12.num_vgpr, 11
	.set wmma_i32_16x16x16_iu4_w32_gfx12.num_agpr, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu4_w32_gfx12.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.private_seg_size, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.uses_vcc, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.has_recursion, 0
	.set wmma_i32_16x16x16_iu4_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 11
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 11
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x32_iu4_w32_gfx12 ; -- Begin function wmma_i32_16x16x32_iu4_w32_gfx12
	.globl	wmma_i32_16x16x32_iu4_w32_gfx12
	.p2align	8
	.type	wmma_i32_16x16x32_iu4_w32_gfx12,@function
wmma_i32_16x16x32_iu4_w32_gfx12:        ; @wmma_i32_16x16x32_iu4_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x32_iu4 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x32_iu4_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end6:
	.size	wmma_i32_16x16x32_iu4_w32_gfx12, .Lfunc_end6-wmma_i32_16x16x32_iu4_w32_gfx12
                                        ; -- End function
	.set wmma_i32_16x16x32_iu4_w32_gfx12.num_vgpr, 13
	.set wmma_i32_16x16x32_iu4_w32_gfx12.num_agpr, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.numbered_sgpr, 8
	.set wmma_i32_16x16x32_iu4_w32_gfx12.num_named_barrier, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.private_seg_size, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.uses_vcc, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.uses_flat_scratch, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.has_recursion, 0
	.set wmma_i32_16x16x32_iu4_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_fp8_fp8_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_fp8_fp8_w32_gfx12
	.globl	wmma_f32_16x16x16_fp8_fp8_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_fp8_fp8_w32_gfx12,@function
wmma_f32_16x16x16_fp8_fp8_w32_gfx12:    ; @wmma_f32_16x16x16_fp8_fp8_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_fp8_fp8_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end7:
	.size	wmma_f32_16x16x16_fp8_fp8_w32_gfx12, .Lfunc_end7-wmma_f32_16x16x16_fp8_fp8_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.num_vgpr, 13
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_fp8_fp8_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_fp8_bf8_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_fp8_bf8_w32_gfx12
	.globl	wmma_f32_16x16x16_fp8_bf8_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_fp8_bf8_w32_gfx12,@function
wmma_f32_16x16x16_fp8_bf8_w32_gfx12:    ; @wmma_f32_16x16x16_fp8_bf8_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_fp8_bf8 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_fp8_bf8_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end8:
	.size	wmma_f32_16x16x16_fp8_bf8_w32_gfx12, .Lfunc_end8-wmma_f32_16x16x16_fp8_bf8_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.num_vgpr, 13
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_fp8_bf8_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_bf8_fp8_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_bf8_fp8_w32_gfx12
	.globl	wmma_f32_16x16x16_bf8_fp8_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_bf8_fp8_w32_gfx12,@function
wmma_f32_16x16x16_bf8_fp8_w32_gfx12:    ; @wmma_f32_16x16x16_bf8_fp8_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_bf8_fp8 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_bf8_fp8_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end9:
	.size	wmma_f32_16x16x16_bf8_fp8_w32_gfx12, .Lfunc_end9-wmma_f32_16x16x16_bf8_fp8_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.num_vgpr, 13
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_bf8_fp8_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_bf8_bf8_w32_gfx12 ; -- Begin function wmma_f32_16x16x16_bf8_bf8_w32_gfx12
	.globl	wmma_f32_16x16x16_bf8_bf8_w32_gfx12
	.p2align	8
	.type	wmma_f32_16x16x16_bf8_bf8_w32_gfx12,@function
wmma_f32_16x16x16_bf8_bf8_w32_gfx12:    ; @wmma_f32_16x16x16_bf8_bf8_w32_gfx12
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_bf8_bf8_w32_gfx12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end10:
	.size	wmma_f32_16x16x16_bf8_bf8_w32_gfx12, .Lfunc_end10-wmma_f32_16x16x16_bf8_bf8_w32_gfx12
                                        ; -- End function
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.num_vgpr, 13
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.num_agpr, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.numbered_sgpr, 8
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.num_named_barrier, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.private_seg_size, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.uses_vcc, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.has_recursion, 0
	.set wmma_f32_16x16x16_bf8_bf8_w32_gfx12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_f16_w32 ; -- Begin function swmmac_f32_16x16x32_f16_w32
	.globl	swmmac_f32_16x16x32_f16_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_f16_w32,@function
swmmac_f32_16x16x32_f16_w32:            ; @swmmac_f32_16x16x32_f16_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v20, 5, v0
	v_lshlrev_b32_e32 v21, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b128 v[16:19], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[4:7], v20, s[6:7] offset:16
	global_load_b128 v[12:15], v20, s[8:9] offset:16
	global_load_b128 v[0:3], v20, s[6:7]
	global_load_b128 v[8:11], v20, s[8:9]
	global_load_b32 v21, v21, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_f16 v[8:15], v[16:19], v[0:7], v21
	s_clause 0x1
	global_store_b128 v20, v[12:15], s[0:1] offset:16
	global_store_b128 v20, v[8:11], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_f16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end11:
	.size	swmmac_f32_16x16x32_f16_w32, .Lfunc_end11-swmmac_f32_16x16x32_f16_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_f16_w32.num_vgpr, 22
	.set swmmac_f32_16x16x32_f16_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_f16_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_f16_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_f16_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_f16_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_f16_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_f16_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_f16_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_f16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_bf16_w32 ; -- Begin function swmmac_f32_16x16x32_bf16_w32
	.globl	swmmac_f32_16x16x32_bf16_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_bf16_w32,@function
swmmac_f32_16x16x32_bf16_w32:           ; @swmmac_f32_16x16x32_bf16_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v20, 5, v0
	v_lshlrev_b32_e32 v21, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b128 v[16:19], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[4:7], v20, s[6:7] offset:16
	global_load_b128 v[12:15], v20, s[8:9] offset:16
	global_load_b128 v[0:3], v20, s[6:7]
	global_load_b128 v[8:11], v20, s[8:9]
	global_load_b32 v21, v21, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_bf16 v[8:15], v[16:19], v[0:7], v21
	s_clause 0x1
	global_store_b128 v20, v[12:15], s[0:1] offset:16
	global_store_b128 v20, v[8:11], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_bf16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end12:
	.size	swmmac_f32_16x16x32_bf16_w32, .Lfunc_end12-swmmac_f32_16x16x32_bf16_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_bf16_w32.num_vgpr, 22
	.set swmmac_f32_16x16x32_bf16_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_bf16_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_bf16_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_bf16_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_bf16_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_bf16_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_bf16_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_bf16_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_bf16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f16_16x16x32_f16_w32 ; -- Begin function swmmac_f16_16x16x32_f16_w32
	.globl	swmmac_f16_16x16x32_f16_w32
	.p2align	8
	.type	swmmac_f16_16x16x32_f16_w32,@function
swmmac_f16_16x16x32_f16_w32:            ; @swmmac_f16_16x16x32_f16_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[4:7], v1, s[6:7] offset:16
	global_load_b128 v[0:3], v1, s[6:7]
	s_clause 0x1
	global_load_b128 v[8:11], v16, s[4:5]
	global_load_b128 v[12:15], v16, s[8:9]
	global_load_b32 v17, v17, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x32_f16 v[12:15], v[8:11], v[0:7], v17
	global_store_b128 v16, v[12:15], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x32_f16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end13:
	.size	swmmac_f16_16x16x32_f16_w32, .Lfunc_end13-swmmac_f16_16x16x32_f16_w32
                                        ; -- End function
	.set swmmac_f16_16x16x32_f16_w32.num_vgpr, 18
	.set swmmac_f16_16x16x32_f16_w32.num_agpr, 0
	.set swmmac_f16_16x16x32_f16_w32.numbered_sgpr, 12
	.set swmmac_f16_16x16x32_f16_w32.num_named_barrier, 0
	.set swmmac_f16_16x16x32_f16_w32.private_seg_size, 0
	.set swmmac_f16_16x16x32_f16_w32.uses_vcc, 0
	.set swmmac_f16_16x16x32_f16_w32.uses_flat_scratch, 0
	.set swmmac_f16_16x16x32_f16_w32.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x32_f16_w32.has_recursion, 0
	.set swmmac_f16_16x16x32_f16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 12
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 18
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_bf16_16x16x32_bf16_w32 ; -- Begin function swmmac_bf16_16x16x32_bf16_w32
	.globl	swmmac_bf16_16x16x32_bf16_w32
	.p2align	8
	.type	swmmac_bf16_16x16x32_bf16_w32,@function
swmmac_bf16_16x16x32_bf16_w32:          ; @swmmac_bf16_16x16x32_bf16_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v16, 4, v0
	v_lshlrev_b32_e32 v17, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[4:7], v1, s[6:7] offset:16
	global_load_b128 v[0:3], v1, s[6:7]
	s_clause 0x1
	global_load_b128 v[8:11], v16, s[4:5]
	global_load_b128 v[12:15], v16, s[8:9]
	global_load_b32 v17, v17, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_bf16_16x16x32_bf16 v[12:15], v[8:11], v[0:7], v17
	global_store_b128 v16, v[12:15], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_bf16_16x16x32_bf16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end14:
	.size	swmmac_bf16_16x16x32_bf16_w32, .Lfunc_end14-swmmac_bf16_16x16x32_bf16_w32
                                        ; -- End function
	.set swmmac_bf16_16x16x32_bf16_w32.num_vgpr, 18
	.set swmmac_bf16_16x16x32_bf16_w32.num_agpr, 0
	.set swmmac_bf16_16x16x32_bf16_w32.numbered_sgpr, 12
	.set swmmac_bf16_16x16x32_bf16_w32.num_named_barrier, 0
	.set swmmac_bf16_16x16x32_bf16_w32.private_seg_size, 0
	.set swmmac_bf16_16x16x32_bf16_w32.uses_vcc, 0
	.set swmmac_bf16_16x16x32_bf16_w32.uses_flat_scratch, 0
	.set swmmac_bf16_16x16x32_bf16_w32.has_dyn_sized_stack, 0
	.set swmmac_bf16_16x16x32_bf16_w32.has_recursion, 0
	.set swmmac_bf16_16x16x32_bf16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 12
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 18
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_i32_16x16x32_iu8_w32 ; -- Begin function swmmac_i32_16x16x32_iu8_w32
	.globl	swmmac_i32_16x16x32_iu8_w32
	.p2align	8
	.type	swmmac_i32_16x16x32_iu8_w32,@function
swmmac_i32_16x16x32_iu8_w32:            ; @swmmac_i32_16x16x32_iu8_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_i32_16x16x32_iu8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end15:
	.size	swmmac_i32_16x16x32_iu8_w32, .Lfunc_end15-swmmac_i32_16x16x32_iu8_w32
                                        ; -- End function
	.set swmmac_i32_16x16x32_iu8_w32.num_vgpr, 16
	.set swmmac_i32_16x16x32_iu8_w32.num_agpr, 0
	.set swmmac_i32_16x16x32_iu8_w32.numbered_sgpr, 12
	.set swmmac_i32_16x16x32_iu8_w32.num_named_barrier, 0
	.set swmmac_i32_16x16x32_iu8_w32.private_seg_size, 0
	.set swmmac_i32_16x16x32_iu8_w32.uses_vcc, 0
	.set swmmac_i32_16x16x32_iu8_w32.uses_flat_scratch, 0
	.set swmmac_i32_16x16x32_iu8_w32.has_dyn_sized_stack, 0
	.set swmmac_i32_16x16x32_iu8_w32.has_recursion, 0
	.set swmmac_i32_16x16x32_iu8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_i32_16x16x32_iu4_w32 ; -- Begin function swmmac_i32_16x16x32_iu4_w32
	.globl	swmmac_i32_16x16x32_iu4_w32
	.p2align	8
	.type	swmmac_i32_16x16x32_iu4_w32,@function
swmmac_i32_16x16x32_iu4_w32:            ; @swmmac_i32_16x16x32_iu4_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v10, 5, v0
	v_lshlrev_b32_e32 v11, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[8:9], v1, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v10, s[8:9] offset:16
	global_load_b128 v[0:3], v10, s[8:9]
	s_clause 0x1
	global_load_b32 v12, v11, s[4:5]
	global_load_b32 v11, v11, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_i32_16x16x32_iu4 v[0:7], v12, v[8:9], v11
	s_clause 0x1
	global_store_b128 v10, v[4:7], s[0:1] offset:16
	global_store_b128 v10, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_i32_16x16x32_iu4_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end16:
	.size	swmmac_i32_16x16x32_iu4_w32, .Lfunc_end16-swmmac_i32_16x16x32_iu4_w32
                                        ; -- End function
	.set swmmac_i32_16x16x32_iu4_w32.num_vgpr, 13
	.set swmmac_i32_16x16x32_iu4_w32.num_agpr, 0
	.set swmmac_i32_16x16x32_iu4_w32.numbered_sgpr, 12
	.set swmmac_i32_16x16x32_iu4_w32.num_named_barrier, 0
	.set swmmac_i32_16x16x32_iu4_w32.private_seg_size, 0
	.set swmmac_i32_16x16x32_iu4_w32.uses_vcc, 0
	.set swmmac_i32_16x16x32_iu4_w32.uses_flat_scratch, 0
	.set swmmac_i32_16x16x32_iu4_w32.has_dyn_sized_stack, 0
	.set swmmac_i32_16x16x32_iu4_w32.has_recursion, 0
	.set swmmac_i32_16x16x32_iu4_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_i32_16x16x64_iu4_w32 ; -- Begin function swmmac_i32_16x16x64_iu4_w32
	.globl	swmmac_i32_16x16x64_iu4_w32
	.p2align	8
	.type	swmmac_i32_16x16x64_iu4_w32,@function
swmmac_i32_16x16x64_iu4_w32:            ; @swmmac_i32_16x16x64_iu4_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_i32_16x16x64_iu4 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_i32_16x16x64_iu4_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end17:
	.size	swmmac_i32_16x16x64_iu4_w32, .Lfunc_end17-swmmac_i32_16x16x64_iu4_w32
                                        ; -- End function
	.set swmmac_i32_16x16x64_iu4_w32.num_vgpr, 16
	.set swmmac_i32_16x16x64_iu4_w32.num_agpr, 0
	.set swmmac_i32_16x16x64_iu4_w32.numbered_sgpr, 12
	.set swmmac_i32_16x16x64_iu4_w32.num_named_barrier, 0
	.set swmmac_i32_16x16x64_iu4_w32.private_seg_size, 0
	.set swmmac_i32_16x16x64_iu4_w32.uses_vcc, 0
	.set swmmac_i32_16x16x64_iu4_w32.uses_flat_scratch, 0
	.set swmmac_i32_16x16x64_iu4_w32.has_dyn_sized_stack, 0
	.set swmmac_i32_16x16x64_iu4_w32.has_recursion, 0
	.set swmmac_i32_16x16x64_iu4_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_fp8_fp8_w32 ; -- Begin function swmmac_f32_16x16x32_fp8_fp8_w32
	.globl	swmmac_f32_16x16x32_fp8_fp8_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_fp8_fp8_w32,@function
swmmac_f32_16x16x32_fp8_fp8_w32:        ; @swmmac_f32_16x16x32_fp8_fp8_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_fp8_fp8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end18:
	.size	swmmac_f32_16x16x32_fp8_fp8_w32, .Lfunc_end18-swmmac_f32_16x16x32_fp8_fp8_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_fp8_fp8_w32.num_vgpr, 16
	.set swmmac_f32_16x16x32_fp8_fp8_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_fp8_fp8_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_fp8_fp8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_fp8_bf8_w32 ; -- Begin function swmmac_f32_16x16x32_fp8_bf8_w32
	.globl	swmmac_f32_16x16x32_fp8_bf8_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_fp8_bf8_w32,@function
swmmac_f32_16x16x32_fp8_bf8_w32:        ; @swmmac_f32_16x16x32_fp8_bf8_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_fp8_bf8 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_fp8_bf8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end19:
	.size	swmmac_f32_16x16x32_fp8_bf8_w32, .Lfunc_end19-swmmac_f32_16x16x32_fp8_bf8_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_fp8_bf8_w32.num_vgpr, 16
	.set swmmac_f32_16x16x32_fp8_bf8_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_fp8_bf8_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_fp8_bf8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_bf8_fp8_w32 ; -- Begin function swmmac_f32_16x16x32_bf8_fp8_w32
	.globl	swmmac_f32_16x16x32_bf8_fp8_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_bf8_fp8_w32,@function
swmmac_f32_16x16x32_bf8_fp8_w32:        ; @swmmac_f32_16x16x32_bf8_fp8_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_bf8_fp8 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_bf8_fp8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end20:
	.size	swmmac_f32_16x16x32_bf8_fp8_w32, .Lfunc_end20-swmmac_f32_16x16x32_bf8_fp8_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_bf8_fp8_w32.num_vgpr, 16
	.set swmmac_f32_16x16x32_bf8_fp8_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_bf8_fp8_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_bf8_fp8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_f32_16x16x32_bf8_bf8_w32 ; -- Begin function swmmac_f32_16x16x32_bf8_bf8_w32
	.globl	swmmac_f32_16x16x32_bf8_bf8_w32
	.p2align	8
	.type	swmmac_f32_16x16x32_bf8_bf8_w32,@function
swmmac_f32_16x16x32_bf8_bf8_w32:        ; @swmmac_f32_16x16x32_bf8_bf8_w32
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v14, 5, v0
	v_lshlrev_b32_e32 v15, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[12:13], v1, s[4:5]
	global_load_b128 v[8:11], v2, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v14, s[8:9] offset:16
	global_load_b128 v[0:3], v14, s[8:9]
	global_load_b32 v15, v15, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x32_bf8_bf8 v[0:7], v[12:13], v[8:11], v15
	s_clause 0x1
	global_store_b128 v14, v[4:7], s[0:1] offset:16
	global_store_b128 v14, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x32_bf8_bf8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end21:
	.size	swmmac_f32_16x16x32_bf8_bf8_w32, .Lfunc_end21-swmmac_f32_16x16x32_bf8_bf8_w32
                                        ; -- End function
	.set swmmac_f32_16x16x32_bf8_bf8_w32.num_vgpr, 16
	.set swmmac_f32_16x16x32_bf8_bf8_w32.num_agpr, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.numbered_sgpr, 12
	.set swmmac_f32_16x16x32_bf8_bf8_w32.num_named_barrier, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.private_seg_size, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.uses_vcc, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.uses_flat_scratch, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.has_recursion, 0
	.set swmmac_f32_16x16x32_bf8_bf8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 16
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp ; -- Begin function wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
	.globl	wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
	.p2align	8
	.type	wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp,@function
wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp: ; @wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,1,0] clamp
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
.Lfunc_end22:
	.size	wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp, .Lfunc_end22-wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
                                        ; -- End function
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.num_vgpr, 13
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.num_agpr, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.private_seg_size, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.uses_vcc, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.has_recursion, 0
	.set wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 8
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	swmmac_i32_16x16x32_iu4_w32_signed ; -- Begin function swmmac_i32_16x16x32_iu4_w32_signed
	.globl	swmmac_i32_16x16x32_iu4_w32_signed
	.p2align	8
	.type	swmmac_i32_16x16x32_iu4_w32_signed,@function
swmmac_i32_16x16x32_iu4_w32_signed:     ; @swmmac_i32_16x16x32_iu4_w32_signed
; %bb.0:
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v10, 5, v0
	v_lshlrev_b32_e32 v11, 2, v0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	global_load_b64 v[8:9], v1, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v10, s[8:9] offset:16
	global_load_b128 v[0:3], v10, s[8:9]
	s_clause 0x1
	global_load_b32 v12, v11, s[4:5]
	global_load_b32 v11, v11, s[10:11]
	s_wait_loadcnt 0x0
	v_swmmac_i32_16x16x32_iu4 v[0:7], v12, v[8:9], v11 neg_lo:[1,1,0]
	s_clause 0x1
	global_store_b128 v10, v[4:7], s[0:1] offset:16
	global_store_b128 v10, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_i32_16x16x32_iu4_w32_signed
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end23:
	.size	swmmac_i32_16x16x32_iu4_w32_signed, .Lfunc_end23-swmmac_i32_16x16x32_iu4_w32_signed
                                        ; -- End function
	.set swmmac_i32_16x16x32_iu4_w32_signed.num_vgpr, 13
	.set swmmac_i32_16x16x32_iu4_w32_signed.num_agpr, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.numbered_sgpr, 12
	.set swmmac_i32_16x16x32_iu4_w32_signed.num_named_barrier, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.private_seg_size, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.uses_vcc, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.uses_flat_scratch, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.has_dyn_sized_stack, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.has_recursion, 0
	.set swmmac_i32_16x16x32_iu4_w32_signed.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_f16_w32_gfx12_chain2 ; -- Begin function wmma_f32_16x16x16_f16_w32_gfx12_chain2
	.globl	wmma_f32_16x16x16_f16_w32_gfx12_chain2
	.p2align	8
	.type	wmma_f32_16x16x16_f16_w32_gfx12_chain2,@function
wmma_f32_16x16x16_f16_w32_gfx12_chain2: ; @wmma_f32_16x16x16_f16_w32_gfx12_chain2
; %bb.0:
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[0:3], s[0:1], 0x20
	v_lshlrev_b32_e32 v20, 4, v0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[8:11], v20, s[4:5]
	global_load_b128 v[12:15], v20, s[6:7]
	s_clause 0x1
	global_load_b128 v[4:7], v24, s[8:9] offset:16
	global_load_b128 v[0:3], v24, s[8:9]
	s_clause 0x1
	global_load_b128 v[16:19], v20, s[10:11]
	global_load_b128 v[20:23], v20, s[0:1]
	s_wait_loadcnt 0x2
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[0:7], v[16:19], v[20:23], v[0:7]
	s_clause 0x1
	global_store_b128 v24, v[4:7], s[2:3] offset:16
	global_store_b128 v24, v[0:3], s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_f16_w32_gfx12_chain2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
.Lfunc_end24:
	.size	wmma_f32_16x16x16_f16_w32_gfx12_chain2, .Lfunc_end24-wmma_f32_16x16x16_f16_w32_gfx12_chain2
                                        ; -- End function
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.num_vgpr, 25
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.num_agpr, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.numbered_sgpr, 12
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.num_named_barrier, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.private_seg_size, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.uses_vcc, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.has_recursion, 0
	.set wmma_f32_16x16x16_f16_w32_gfx12_chain2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_f16_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_f16_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_bf16_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_bf16_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f16_16x16x16_f16_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x16_f16_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_bf16_16x16x16_bf16_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16_16x16x16_bf16_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_i32_16x16x16_iu8_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu8_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_i32_16x16x16_iu4_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu4_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_i32_16x16x32_iu4_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x32_iu4_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_fp8_fp8_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_fp8_fp8_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_fp8_bf8_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_fp8_bf8_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_bf8_fp8_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_bf8_fp8_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_bf8_bf8_w32_gfx12
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_bf8_bf8_w32_gfx12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_f16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_f16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_bf16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_bf16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f16_16x16x32_f16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x32_f16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_bf16_16x16x32_bf16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_bf16_16x16x32_bf16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_i32_16x16x32_iu8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_i32_16x16x32_iu8_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_i32_16x16x32_iu4_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_i32_16x16x32_iu4_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_i32_16x16x64_iu4_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_i32_16x16x64_iu4_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_fp8_fp8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_fp8_fp8_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_fp8_bf8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_fp8_bf8_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_bf8_fp8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_bf8_fp8_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_f32_16x16x32_bf8_bf8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x32_bf8_bf8_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu8_w32_gfx12_signed_clamp.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 32
    .name:           swmmac_i32_16x16x32_iu4_w32_signed
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_i32_16x16x32_iu4_w32_signed.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 32
    .name:           wmma_f32_16x16x16_f16_w32_gfx12_chain2
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_f16_w32_gfx12_chain2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
