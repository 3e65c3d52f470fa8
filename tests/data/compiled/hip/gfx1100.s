	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_f32_16x16x16_f16_w32 ; -- Begin function wmma_f32_16x16x16_f16_w32
	.globl	wmma_f32_16x16x16_f16_w32
	.p2align	8
	.type	wmma_f32_16x16x16_f16_w32,@function
wmma_f32_16x16x16_f16_w32:              ; @wmma_f32_16x16x16_f16_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_f16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f32_16x16x16_f16_w32, .Lfunc_end0-wmma_f32_16x16x16_f16_w32
                                        ; -- End function
	.set wmma_f32_16x16x16_f16_w32.num_vgpr, 25
	.set wmma_f32_16x16x16_f16_w32.num_agpr, 0
	.set wmma_f32_16x16x16_f16_w32.numbered_sgpr, 8
	.set wmma_f32_16x16x16_f16_w32.num_named_barrier, 0
	.set wmma_f32_16x16x16_f16_w32.private_seg_size, 0
	.set wmma_f32_16x16x16_f16_w32.uses_vcc, 0
	.set wmma_f32_16x16x16_f16_w32.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_f16_w32.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_f16_w32.has_recursion, 0
	.set wmma_f32_16x16x16_f16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_bf16_w32 ; -- Begin function wmma_f32_16x16x16_bf16_w32
	.globl	wmma_f32_16x16x16_bf16_w32
	.p2align	8
	.type	wmma_f32_16x16x16_bf16_w32,@function
wmma_f32_16x16x16_bf16_w32:             ; @wmma_f32_16x16x16_bf16_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_bf16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_bf16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f32_16x16x16_bf16_w32, .Lfunc_end1-wmma_f32_16x16x16_bf16_w32
                                        ; -- End function
	.set wmma_f32_16x16x16_bf16_w32.num_vgpr, 25
	.set wmma_f32_16x16x16_bf16_w32.num_agpr, 0
	.set wmma_f32_16x16x16_bf16_w32.numbered_sgpr, 8
	.set wmma_f32_16x16x16_bf16_w32.num_named_barrier, 0
	.set wmma_f32_16x16x16_bf16_w32.private_seg_size, 0
	.set wmma_f32_16x16x16_bf16_w32.uses_vcc, 0
	.set wmma_f32_16x16x16_bf16_w32.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_bf16_w32.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_bf16_w32.has_recursion, 0
	.set wmma_f32_16x16x16_bf16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f16_16x16x16_f16_w32 ; -- Begin function wmma_f16_16x16x16_f16_w32
	.globl	wmma_f16_16x16x16_f16_w32
	.p2align	8
	.type	wmma_f16_16x16x16_f16_w32,@function
wmma_f16_16x16x16_f16_w32:              ; @wmma_f16_16x16x16_f16_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x16_f16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f16_16x16x16_f16_w32, .Lfunc_end2-wmma_f16_16x16x16_f16_w32
                                        ; -- End function
	.set wmma_f16_16x16x16_f16_w32.num_vgpr, 25
	.set wmma_f16_16x16x16_f16_w32.num_agpr, 0
	.set wmma_f16_16x16x16_f16_w32.numbered_sgpr, 8
	.set wmma_f16_16x16x16_f16_w32.num_named_barrier, 0
	.set wmma_f16_16x16x16_f16_w32.private_seg_size, 0
	.set wmma_f16_16x16x16_f16_w32.uses_vcc, 0
	.set wmma_f16_16x16x16_f16_w32.uses_flat_scratch, 0
	.set wmma_f16_16x16x16_f16_w32.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x16_f16_w32.has_recursion, 0
	.set wmma_f16_16x16x16_f16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_bf16_16x16x16_bf16_w32 ; -- Begin function wmma_bf16_16x16x16_bf16_w32
	.globl	wmma_bf16_16x16x16_bf16_w32
	.p2align	8
	.type	wmma_bf16_16x16x16_bf16_w32,@function
wmma_bf16_16x16x16_bf16_w32:            ; @wmma_bf16_16x16x16_bf16_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16_16x16x16_bf16_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_bf16_16x16x16_bf16_w32, .Lfunc_end3-wmma_bf16_16x16x16_bf16_w32
                                        ; -- End function
	.set wmma_bf16_16x16x16_bf16_w32.num_vgpr, 25
	.set wmma_bf16_16x16x16_bf16_w32.num_agpr, 0
	.set wmma_bf16_16x16x16_bf16_w32.numbered_sgpr, 8
	.set wmma_bf16_16x16x16_bf16_w32.num_named_barrier, 0
	.set wmma_bf16_16x16x16_bf16_w32.private_seg_size, 0
	.set wmma_bf16_16x16x16_bf16_w32.uses_vcc, 0
	.set wmma_bf16_16x16x16_bf16_w32.uses_flat_scratch, 0
	.set wmma_bf16_16x16x16_bf16_w32.has_dyn_sized_stack, 0
	.set wmma_bf16_16x16x16_bf16_w32.has_recursion, 0
	.set wmma_bf16_16x16x16_bf16_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f16_16x16x16_f16_tied_w32 ; -- Begin function wmma_f16_16x16x16_f16_tied_w32
	.globl	wmma_f16_16x16x16_f16_tied_w32
	.p2align	8
	.type	wmma_f16_16x16x16_f16_tied_w32,@function
wmma_f16_16x16x16_f16_tied_w32:         ; @wmma_f16_16x16x16_f16_tied_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x16_f16_tied_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f16_16x16x16_f16_tied_w32, .Lfunc_end4-wmma_f16_16x16x16_f16_tied_w32
                                        ; -- End function
	.set wmma_f16_16x16x16_f16_tied_w32.num_vgpr, 25
	.set wmma_f16_16x16x16_f16_tied_w32.num_agpr, 0
	.set wmma_f16_16x16x16_f16_tied_w32.numbered_sgpr, 8
	.set wmma_f16_16x16x16_f16_tied_w32.num_named_barrier, 0
	.set wmma_f16_16x16x16_f16_tied_w32.private_seg_size, 0
	.set wmma_f16_16x16x16_f16_tied_w32.uses_vcc, 0
	.set wmma_f16_16x16x16_f16_tied_w32.uses_flat_scratch, 0
	.set wmma_f16_16x16x16_f16_tied_w32.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x16_f16_tied_w32.has_recursion, 0
	.set wmma_f16_16x16x16_f16_tied_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_bf16_16x16x16_bf16_tied_w32 ; -- Begin function wmma_bf16_16x16x16_bf16_tied_w32
	.globl	wmma_bf16_16x16x16_bf16_tied_w32
	.p2align	8
	.type	wmma_bf16_16x16x16_bf16_tied_w32,@function
wmma_bf16_16x16x16_bf16_tied_w32:       ; @wmma_bf16_16x16x16_bf16_tied_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_bf16_16x16x16_bf16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16_16x16x16_bf16_tied_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_bf16_16x16x16_bf16_tied_w32, .Lfunc_end5-wmma_bf16_16x16x16_bf16_tied_w32
                                        ; -- End function
	.set wmma_bf16_16x16x16_bf16_tied_w32.num_vgpr, 25
	.set wmma_bf16_16x16x16_bf16_tied_w32.num_agpr, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.numbered_sgpr, 8
	.set wmma_bf16_16x16x16_bf16_tied_w32.num_named_barrier, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.private_seg_size, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.uses_vcc, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.uses_flat_scratch, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.has_dyn_sized_stack, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.has_recursion, 0
	.set wmma_bf16_16x16x16_bf16_tied_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu8_w32 ; -- Begin function wmma_i32_16x16x16_iu8_w32
	.globl	wmma_i32_16x16x16_iu8_w32
	.p2align	8
	.type	wmma_i32_16x16x16_iu8_w32,@function
wmma_i32_16x16x16_iu8_w32:              ; @wmma_i32_16x16x16_iu8_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v16, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b128 v[8:11], v1, s[0:1]
	global_load_b128 v[12:15], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v16, s[4:5] offset:16
	global_load_b128 v[0:3], v16, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7]
	s_clause 0x1
	global_store_b128 v16, v[4:7], s[6:7] offset:16
	global_store_b128 v16, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu8_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_i32_16x16x16_iu8_w32, .Lfunc_end6-wmma_i32_16x16x16_iu8_w32
                                        ; -- End function
	.set wmma_i32_16x16x16_iu8_w32.num_vgpr, 17
	.set wmma_i32_16x16x16_iu8_w32.num_agpr, 0
	.set wmma_i32_16x16x16_iu8_w32.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu8_w32.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu8_w32.private_seg_size, 0
	.set wmma_i32_16x16x16_iu8_w32.uses_vcc, 0
	.set wmma_i32_16x16x16_iu8_w32.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu8_w32.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu8_w32.has_recursion, 0
	.set wmma_i32_16x16x16_iu8_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu4_w32 ; -- Begin function wmma_i32_16x16x16_iu4_w32
	.globl	wmma_i32_16x16x16_iu4_w32
	.p2align	8
	.type	wmma_i32_16x16x16_iu4_w32,@function
wmma_i32_16x16x16_iu4_w32:              ; @wmma_i32_16x16x16_iu4_w32
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v12, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b64 v[8:9], v1, s[0:1]
	global_load_b64 v[10:11], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v12, s[4:5] offset:16
	global_load_b128 v[0:3], v12, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7]
	s_clause 0x1
	global_store_b128 v12, v[4:7], s[6:7] offset:16
	global_store_b128 v12, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu4_w32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_i32_16x16x16_iu4_w32, .Lfunc_end7-wmma_i32_16x16x16_iu4_w32
                                        ; -- End function
	.set wmma_i32_16x16x16_iu4_w32.num_vgpr, 13
	.set wmma_i32_16x16x16_iu4_w32.num_agpr, 0
	.set wmma_i32_16x16x16_iu4_w32.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu4_w32.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu4_w32.private_seg_size, 0
	.set wmma_i32_16x16x16_iu4_w32.uses_vcc, 0
	.set wmma_i32_16x16x16_iu4_w32.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu4_w32.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu4_w32.has_recursion, 0
	.set wmma_i32_16x16x16_iu4_w32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f16_16x16x16_f16_w32_opsel1 ; -- Begin function wmma_f16_16x16x16_f16_w32_opsel1
	.globl	wmma_f16_16x16x16_f16_w32_opsel1
	.p2align	8
	.type	wmma_f16_16x16x16_f16_w32_opsel1,@function
wmma_f16_16x16x16_f16_w32_opsel1:       ; @wmma_f16_16x16x16_f16_w32_opsel1
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23] op_sel:[0,0,1]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x16_f16_w32_opsel1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f16_16x16x16_f16_w32_opsel1, .Lfunc_end8-wmma_f16_16x16x16_f16_w32_opsel1
                                        ; -- End function
	.set wmma_f16_16x16x16_f16_w32_opsel1.num_vgpr, 25
	.set wmma_f16_16x16x16_f16_w32_opsel1.num_agpr, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.numbered_sgpr, 8
	.set wmma_f16_16x16x16_f16_w32_opsel1.num_named_barrier, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.private_seg_size, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.uses_vcc, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.uses_flat_scratch, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.has_recursion, 0
	.set wmma_f16_16x16x16_f16_w32_opsel1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f16_16x16x16_f16_tied_w32_opsel1 ; -- Begin function wmma_f16_16x16x16_f16_tied_w32_opsel1
	.globl	wmma_f16_16x16x16_f16_tied_w32_opsel1
	.p2align	8
	.type	wmma_f16_16x16x16_f16_tied_w32_opsel1,@function
wmma_f16_16x16x16_f16_tied_w32_opsel1:  ; @wmma_f16_16x16x16_f16_tied_w32_opsel1
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[0:1]
	global_load_b128 v[8:11], v24, s[2:3]
	global_load_b128 v[12:15], v24, s[2:3] offset:16
	global_load_b128 v[20:23], v24, s[4:5] offset:16
	global_load_b128 v[4:7], v24, s[0:1] offset:16
	global_load_b128 v[16:19], v24, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23] op_sel:[0,0,1]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[6:7] offset:16
	global_store_b128 v24, v[16:19], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x16_f16_tied_w32_opsel1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_f16_16x16x16_f16_tied_w32_opsel1, .Lfunc_end9-wmma_f16_16x16x16_f16_tied_w32_opsel1
                                        ; -- End function
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.num_vgpr, 25
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.num_agpr, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.numbered_sgpr, 8
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.num_named_barrier, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.private_seg_size, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.uses_vcc, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.uses_flat_scratch, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.has_recursion, 0
	.set wmma_f16_16x16x16_f16_tied_w32_opsel1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 104
; TotalNumSgprs: 8
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 25
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_i32_16x16x16_iu8_w32_signed_clamp ; -- Begin function wmma_i32_16x16x16_iu8_w32_signed_clamp
	.globl	wmma_i32_16x16x16_iu8_w32_signed_clamp
	.p2align	8
	.type	wmma_i32_16x16x16_iu8_w32_signed_clamp,@function
wmma_i32_16x16x16_iu8_w32_signed_clamp: ; @wmma_i32_16x16x16_iu8_w32_signed_clamp
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v16, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x1
	global_load_b128 v[8:11], v1, s[0:1]
	global_load_b128 v[12:15], v1, s[2:3]
	s_clause 0x1
	global_load_b128 v[4:7], v16, s[4:5] offset:16
	global_load_b128 v[0:3], v16, s[4:5]
	s_waitcnt vmcnt(0)
	v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[12:15], v[0:7] neg_lo:[1,1,0] clamp
	s_clause 0x1
	global_store_b128 v16, v[4:7], s[6:7] offset:16
	global_store_b128 v16, v[0:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x16_iu8_w32_signed_clamp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 1
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
	.size	wmma_i32_16x16x16_iu8_w32_signed_clamp, .Lfunc_end10-wmma_i32_16x16x16_iu8_w32_signed_clamp
                                        ; -- End function
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.num_vgpr, 17
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.num_agpr, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.numbered_sgpr, 8
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.num_named_barrier, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.private_seg_size, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.uses_vcc, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.uses_flat_scratch, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.has_recursion, 0
	.set wmma_i32_16x16x16_iu8_w32_signed_clamp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 96
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	wmma_f32_16x16x16_f16_w32_chain2 ; -- Begin function wmma_f32_16x16x16_f16_w32_chain2
	.globl	wmma_f32_16x16x16_f16_w32_chain2
	.p2align	8
	.type	wmma_f32_16x16x16_f16_w32_chain2,@function
wmma_f32_16x16x16_f16_w32_chain2:       ; @wmma_f32_16x16x16_f16_w32_chain2
; %bb.0:
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[0:3], s[0:1], 0x20
	v_lshlrev_b32_e32 v40, 5, v0
	s_waitcnt lgkmcnt(0)
	s_clause 0x9
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[12:15], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[8:11], v40, s[6:7]
	global_load_b128 v[16:19], v40, s[8:9]
	global_load_b128 v[20:23], v40, s[8:9] offset:16
	global_load_b128 v[28:31], v40, s[10:11] offset:16
	global_load_b128 v[24:27], v40, s[10:11]
	global_load_b128 v[36:39], v40, s[0:1] offset:16
	global_load_b128 v[32:35], v40, s[0:1]
	s_waitcnt vmcnt(4)
	v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[16:23], v[24:31], v[32:39], v[16:23]
	s_clause 0x1
	global_store_b128 v40, v[20:23], s[2:3] offset:16
	global_store_b128 v40, v[16:19], s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x16_f16_w32_chain2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 0
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
		.amdhsa_inst_pref_size 2
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
	.size	wmma_f32_16x16x16_f16_w32_chain2, .Lfunc_end11-wmma_f32_16x16x16_f16_w32_chain2
                                        ; -- End function
	.set wmma_f32_16x16x16_f16_w32_chain2.num_vgpr, 41
	.set wmma_f32_16x16x16_f16_w32_chain2.num_agpr, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.numbered_sgpr, 12
	.set wmma_f32_16x16x16_f16_w32_chain2.num_named_barrier, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.private_seg_size, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.uses_vcc, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.uses_flat_scratch, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.has_recursion, 0
	.set wmma_f32_16x16x16_f16_w32_chain2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 41
; Occupancy: 16
; WaveLimiterHint : 1
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
    .name:           wmma_f32_16x16x16_f16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_f16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_f32_16x16x16_bf16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_bf16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_f16_16x16x16_f16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x16_f16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_bf16_16x16x16_bf16_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16_16x16x16_bf16_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_f16_16x16x16_f16_tied_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x16_f16_tied_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_bf16_16x16x16_bf16_tied_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16_16x16x16_bf16_tied_w32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_i32_16x16x16_iu8_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu8_w32.kd
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
    .name:           wmma_i32_16x16x16_iu4_w32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu4_w32.kd
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
    .name:           wmma_f16_16x16x16_f16_w32_opsel1
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x16_f16_w32_opsel1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_f16_16x16x16_f16_tied_w32_opsel1
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x16_f16_tied_w32_opsel1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           wmma_i32_16x16x16_iu8_w32_signed_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x16_iu8_w32_signed_clamp.kd
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
    .name:           wmma_f32_16x16x16_f16_w32_chain2
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x16_f16_w32_chain2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
