	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_f32_16x16x4_f32    ; -- Begin function wmma_f32_16x16x4_f32
	.globl	wmma_f32_16x16x4_f32
	.p2align	8
	.type	wmma_f32_16x16x4_f32,@function
wmma_f32_16x16x4_f32:                   ; @wmma_f32_16x16x4_f32
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[10:11], v0, s[4:5] scale_offset
	global_load_b64 v[12:13], v0, s[6:7] scale_offset
	s_clause 0x1
	global_load_b128 v[6:9], v1, s[8:9] offset:16
	global_load_b128 v[2:5], v1, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x4_f32 v[2:9], v[10:11], v[12:13], v[2:9]
	s_clause 0x1
	global_store_b128 v1, v[6:9], s[10:11] offset:16
	global_store_b128 v1, v[2:5], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x4_f32
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x4_f32, .Lfunc_end0-wmma_f32_16x16x4_f32
                                        ; -- End function
	.set wmma_f32_16x16x4_f32.num_vgpr, 14
	.set wmma_f32_16x16x4_f32.num_agpr, 0
	.set wmma_f32_16x16x4_f32.numbered_sgpr, 12
	.set wmma_f32_16x16x4_f32.num_named_barrier, 0
	.set wmma_f32_16x16x4_f32.private_seg_size, 0
	.set wmma_f32_16x16x4_f32.uses_vcc, 0
	.set wmma_f32_16x16x4_f32.uses_flat_scratch, 0
	.set wmma_f32_16x16x4_f32.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x4_f32.has_recursion, 0
	.set wmma_f32_16x16x4_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 12
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 14
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x32_bf16  ; -- Begin function wmma_f32_16x16x32_bf16
	.globl	wmma_f32_16x16x32_bf16
	.p2align	8
	.type	wmma_f32_16x16x32_bf16,@function
wmma_f32_16x16x32_bf16:                 ; @wmma_f32_16x16x32_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x32_bf16
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end1:
	.size	wmma_f32_16x16x32_bf16, .Lfunc_end1-wmma_f32_16x16x32_bf16
                                        ; -- End function
	.set wmma_f32_16x16x32_bf16.num_vgpr, 25
	.set wmma_f32_16x16x32_bf16.num_agpr, 0
	.set wmma_f32_16x16x32_bf16.numbered_sgpr, 12
	.set wmma_f32_16x16x32_bf16.num_named_barrier, 0
	.set wmma_f32_16x16x32_bf16.private_seg_size, 0
	.set wmma_f32_16x16x32_bf16.uses_vcc, 0
	.set wmma_f32_16x16x32_bf16.uses_flat_scratch, 0
	.set wmma_f32_16x16x32_bf16.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x32_bf16.has_recursion, 0
	.set wmma_f32_16x16x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_bf16_16x16x32_bf16 ; -- Begin function wmma_bf16_16x16x32_bf16
	.globl	wmma_bf16_16x16x32_bf16
	.p2align	8
	.type	wmma_bf16_16x16x32_bf16,@function
wmma_bf16_16x16x32_bf16:                ; @wmma_bf16_16x16x32_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_bf16_16x16x32_bf16 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16_16x16x32_bf16
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_bf16_16x16x32_bf16, .Lfunc_end2-wmma_bf16_16x16x32_bf16
                                        ; -- End function
	.set wmma_bf16_16x16x32_bf16.num_vgpr, 22
	.set wmma_bf16_16x16x32_bf16.num_agpr, 0
	.set wmma_bf16_16x16x32_bf16.numbered_sgpr, 12
	.set wmma_bf16_16x16x32_bf16.num_named_barrier, 0
	.set wmma_bf16_16x16x32_bf16.private_seg_size, 0
	.set wmma_bf16_16x16x32_bf16.uses_vcc, 0
	.set wmma_bf16_16x16x32_bf16.uses_flat_scratch, 0
	.set wmma_bf16_16x16x32_bf16.has_dyn_sized_stack, 0
	.set wmma_bf16_16x16x32_bf16.has_recursion, 0
	.set wmma_bf16_16x16x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_bf16f32_16x16x32_bf16 ; -- Begin function wmma_bf16f32_16x16x32_bf16
	.globl	wmma_bf16f32_16x16x32_bf16
	.p2align	8
	.type	wmma_bf16f32_16x16x32_bf16,@function
wmma_bf16f32_16x16x32_bf16:             ; @wmma_bf16f32_16x16x32_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[22:25], v1, s[8:9] offset:16
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_bf16f32_16x16x32_bf16 v[26:29], v[2:9], v[10:17], v[18:25]
	global_store_b128 v0, v[26:29], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_bf16f32_16x16x32_bf16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_bf16f32_16x16x32_bf16, .Lfunc_end3-wmma_bf16f32_16x16x32_bf16
                                        ; -- End function
	.set wmma_bf16f32_16x16x32_bf16.num_vgpr, 30
	.set wmma_bf16f32_16x16x32_bf16.num_agpr, 0
	.set wmma_bf16f32_16x16x32_bf16.numbered_sgpr, 12
	.set wmma_bf16f32_16x16x32_bf16.num_named_barrier, 0
	.set wmma_bf16f32_16x16x32_bf16.private_seg_size, 0
	.set wmma_bf16f32_16x16x32_bf16.uses_vcc, 0
	.set wmma_bf16f32_16x16x32_bf16.uses_flat_scratch, 0
	.set wmma_bf16f32_16x16x32_bf16.has_dyn_sized_stack, 0
	.set wmma_bf16f32_16x16x32_bf16.has_recursion, 0
	.set wmma_bf16f32_16x16x32_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 12
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 30
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x32_f16   ; -- Begin function wmma_f32_16x16x32_f16
	.globl	wmma_f32_16x16x32_f16
	.p2align	8
	.type	wmma_f32_16x16x32_f16,@function
wmma_f32_16x16x32_f16:                  ; @wmma_f32_16x16x32_f16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_f16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x32_f16
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end4:
	.size	wmma_f32_16x16x32_f16, .Lfunc_end4-wmma_f32_16x16x32_f16
                                        ; -- End function
	.set wmma_f32_16x16x32_f16.num_vgpr, 25
	.set wmma_f32_16x16x32_f16.num_agpr, 0
	.set wmma_f32_16x16x32_f16.numbered_sgpr, 12
	.set wmma_f32_16x16x32_f16.num_named_barrier, 0
	.set wmma_f32_16x16x32_f16.private_seg_size, 0
	.set wmma_f32_16x16x32_f16.uses_vcc, 0
	.set wmma_f32_16x16x32_f16.uses_flat_scratch, 0
	.set wmma_f32_16x16x32_f16.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x32_f16.has_recursion, 0
	.set wmma_f32_16x16x32_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x32_f16   ; -- Begin function wmma_f16_16x16x32_f16
	.globl	wmma_f16_16x16x32_f16
	.p2align	8
	.type	wmma_f16_16x16x32_f16,@function
wmma_f16_16x16x32_f16:                  ; @wmma_f16_16x16x32_f16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x32_f16 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x32_f16
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x32_f16, .Lfunc_end5-wmma_f16_16x16x32_f16
                                        ; -- End function
	.set wmma_f16_16x16x32_f16.num_vgpr, 22
	.set wmma_f16_16x16x32_f16.num_agpr, 0
	.set wmma_f16_16x16x32_f16.numbered_sgpr, 12
	.set wmma_f16_16x16x32_f16.num_named_barrier, 0
	.set wmma_f16_16x16x32_f16.private_seg_size, 0
	.set wmma_f16_16x16x32_f16.uses_vcc, 0
	.set wmma_f16_16x16x32_f16.uses_flat_scratch, 0
	.set wmma_f16_16x16x32_f16.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x32_f16.has_recursion, 0
	.set wmma_f16_16x16x32_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x64_fp8_fp8 ; -- Begin function wmma_f32_16x16x64_fp8_fp8
	.globl	wmma_f32_16x16x64_fp8_fp8
	.p2align	8
	.type	wmma_f32_16x16x64_fp8_fp8,@function
wmma_f32_16x16x64_fp8_fp8:              ; @wmma_f32_16x16x64_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x64_fp8_fp8 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x64_fp8_fp8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end6:
	.size	wmma_f32_16x16x64_fp8_fp8, .Lfunc_end6-wmma_f32_16x16x64_fp8_fp8
                                        ; -- End function
	.set wmma_f32_16x16x64_fp8_fp8.num_vgpr, 25
	.set wmma_f32_16x16x64_fp8_fp8.num_agpr, 0
	.set wmma_f32_16x16x64_fp8_fp8.numbered_sgpr, 12
	.set wmma_f32_16x16x64_fp8_fp8.num_named_barrier, 0
	.set wmma_f32_16x16x64_fp8_fp8.private_seg_size, 0
	.set wmma_f32_16x16x64_fp8_fp8.uses_vcc, 0
	.set wmma_f32_16x16x64_fp8_fp8.uses_flat_scratch, 0
	.set wmma_f32_16x16x64_fp8_fp8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x64_fp8_fp8.has_recursion, 0
	.set wmma_f32_16x16x64_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x64_fp8_bf8 ; -- Begin function wmma_f32_16x16x64_fp8_bf8
	.globl	wmma_f32_16x16x64_fp8_bf8
	.p2align	8
	.type	wmma_f32_16x16x64_fp8_bf8,@function
wmma_f32_16x16x64_fp8_bf8:              ; @wmma_f32_16x16x64_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x64_fp8_bf8 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x64_fp8_bf8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end7:
	.size	wmma_f32_16x16x64_fp8_bf8, .Lfunc_end7-wmma_f32_16x16x64_fp8_bf8
                                        ; -- End function
	.set wmma_f32_16x16x64_fp8_bf8.num_vgpr, 25
	.set wmma_f32_16x16x64_fp8_bf8.num_agpr, 0
	.set wmma_f32_16x16x64_fp8_bf8.numbered_sgpr, 12
	.set wmma_f32_16x16x64_fp8_bf8.num_named_barrier, 0
	.set wmma_f32_16x16x64_fp8_bf8.private_seg_size, 0
	.set wmma_f32_16x16x64_fp8_bf8.uses_vcc, 0
	.set wmma_f32_16x16x64_fp8_bf8.uses_flat_scratch, 0
	.set wmma_f32_16x16x64_fp8_bf8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x64_fp8_bf8.has_recursion, 0
	.set wmma_f32_16x16x64_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x64_bf8_fp8 ; -- Begin function wmma_f32_16x16x64_bf8_fp8
	.globl	wmma_f32_16x16x64_bf8_fp8
	.p2align	8
	.type	wmma_f32_16x16x64_bf8_fp8,@function
wmma_f32_16x16x64_bf8_fp8:              ; @wmma_f32_16x16x64_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x64_bf8_fp8 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x64_bf8_fp8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end8:
	.size	wmma_f32_16x16x64_bf8_fp8, .Lfunc_end8-wmma_f32_16x16x64_bf8_fp8
                                        ; -- End function
	.set wmma_f32_16x16x64_bf8_fp8.num_vgpr, 25
	.set wmma_f32_16x16x64_bf8_fp8.num_agpr, 0
	.set wmma_f32_16x16x64_bf8_fp8.numbered_sgpr, 12
	.set wmma_f32_16x16x64_bf8_fp8.num_named_barrier, 0
	.set wmma_f32_16x16x64_bf8_fp8.private_seg_size, 0
	.set wmma_f32_16x16x64_bf8_fp8.uses_vcc, 0
	.set wmma_f32_16x16x64_bf8_fp8.uses_flat_scratch, 0
	.set wmma_f32_16x16x64_bf8_fp8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x64_bf8_fp8.has_recursion, 0
	.set wmma_f32_16x16x64_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x64_bf8_bf8 ; -- Begin function wmma_f32_16x16x64_bf8_bf8
	.globl	wmma_f32_16x16x64_bf8_bf8
	.p2align	8
	.type	wmma_f32_16x16x64_bf8_bf8,@function
wmma_f32_16x16x64_bf8_bf8:              ; @wmma_f32_16x16x64_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x64_bf8_bf8 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x64_bf8_bf8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end9:
	.size	wmma_f32_16x16x64_bf8_bf8, .Lfunc_end9-wmma_f32_16x16x64_bf8_bf8
                                        ; -- End function
	.set wmma_f32_16x16x64_bf8_bf8.num_vgpr, 25
	.set wmma_f32_16x16x64_bf8_bf8.num_agpr, 0
	.set wmma_f32_16x16x64_bf8_bf8.numbered_sgpr, 12
	.set wmma_f32_16x16x64_bf8_bf8.num_named_barrier, 0
	.set wmma_f32_16x16x64_bf8_bf8.private_seg_size, 0
	.set wmma_f32_16x16x64_bf8_bf8.uses_vcc, 0
	.set wmma_f32_16x16x64_bf8_bf8.uses_flat_scratch, 0
	.set wmma_f32_16x16x64_bf8_bf8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x64_bf8_bf8.has_recursion, 0
	.set wmma_f32_16x16x64_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x64_fp8_fp8 ; -- Begin function wmma_f16_16x16x64_fp8_fp8
	.globl	wmma_f16_16x16x64_fp8_fp8
	.p2align	8
	.type	wmma_f16_16x16x64_fp8_fp8,@function
wmma_f16_16x16x64_fp8_fp8:              ; @wmma_f16_16x16x64_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x64_fp8_fp8 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x64_fp8_fp8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x64_fp8_fp8, .Lfunc_end10-wmma_f16_16x16x64_fp8_fp8
                                        ; -- End function
	.set wmma_f16_16x16x64_fp8_fp8.num_vgpr, 22
	.set wmma_f16_16x16x64_fp8_fp8.num_agpr, 0
	.set wmma_f16_16x16x64_fp8_fp8.numbered_sgpr, 12
	.set wmma_f16_16x16x64_fp8_fp8.num_named_barrier, 0
	.set wmma_f16_16x16x64_fp8_fp8.private_seg_size, 0
	.set wmma_f16_16x16x64_fp8_fp8.uses_vcc, 0
	.set wmma_f16_16x16x64_fp8_fp8.uses_flat_scratch, 0
	.set wmma_f16_16x16x64_fp8_fp8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x64_fp8_fp8.has_recursion, 0
	.set wmma_f16_16x16x64_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x64_fp8_bf8 ; -- Begin function wmma_f16_16x16x64_fp8_bf8
	.globl	wmma_f16_16x16x64_fp8_bf8
	.p2align	8
	.type	wmma_f16_16x16x64_fp8_bf8,@function
wmma_f16_16x16x64_fp8_bf8:              ; @wmma_f16_16x16x64_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x64_fp8_bf8 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x64_fp8_bf8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end11:
	.size	wmma_f16_16x16x64_fp8_bf8, .Lfunc_end11-wmma_f16_16x16x64_fp8_bf8
                                        ; -- End function
	.set wmma_f16_16x16x64_fp8_bf8.num_vgpr, 22
	.set wmma_f16_16x16x64_fp8_bf8.num_agpr, 0
	.set wmma_f16_16x16x64_fp8_bf8.numbered_sgpr, 12
	.set wmma_f16_16x16x64_fp8_bf8.num_named_barrier, 0
	.set wmma_f16_16x16x64_fp8_bf8.private_seg_size, 0
	.set wmma_f16_16x16x64_fp8_bf8.uses_vcc, 0
	.set wmma_f16_16x16x64_fp8_bf8.uses_flat_scratch, 0
	.set wmma_f16_16x16x64_fp8_bf8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x64_fp8_bf8.has_recursion, 0
	.set wmma_f16_16x16x64_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x64_bf8_fp8 ; -- Begin function wmma_f16_16x16x64_bf8_fp8
	.globl	wmma_f16_16x16x64_bf8_fp8
	.p2align	8
	.type	wmma_f16_16x16x64_bf8_fp8,@function
wmma_f16_16x16x64_bf8_fp8:              ; @wmma_f16_16x16x64_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x64_bf8_fp8 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x64_bf8_fp8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end12:
	.size	wmma_f16_16x16x64_bf8_fp8, .Lfunc_end12-wmma_f16_16x16x64_bf8_fp8
                                        ; -- End function
	.set wmma_f16_16x16x64_bf8_fp8.num_vgpr, 22
	.set wmma_f16_16x16x64_bf8_fp8.num_agpr, 0
	.set wmma_f16_16x16x64_bf8_fp8.numbered_sgpr, 12
	.set wmma_f16_16x16x64_bf8_fp8.num_named_barrier, 0
	.set wmma_f16_16x16x64_bf8_fp8.private_seg_size, 0
	.set wmma_f16_16x16x64_bf8_fp8.uses_vcc, 0
	.set wmma_f16_16x16x64_bf8_fp8.uses_flat_scratch, 0
	.set wmma_f16_16x16x64_bf8_fp8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x64_bf8_fp8.has_recursion, 0
	.set wmma_f16_16x16x64_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x64_bf8_bf8 ; -- Begin function wmma_f16_16x16x64_bf8_bf8
	.globl	wmma_f16_16x16x64_bf8_bf8
	.p2align	8
	.type	wmma_f16_16x16x64_bf8_bf8,@function
wmma_f16_16x16x64_bf8_bf8:              ; @wmma_f16_16x16x64_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[14:17], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[10:13], v1, s[6:7]
	global_load_b128 v[18:21], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x64_bf8_bf8 v[18:21], v[2:9], v[10:17], v[18:21]
	global_store_b128 v0, v[18:21], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x64_bf8_bf8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x64_bf8_bf8, .Lfunc_end13-wmma_f16_16x16x64_bf8_bf8
                                        ; -- End function
	.set wmma_f16_16x16x64_bf8_bf8.num_vgpr, 22
	.set wmma_f16_16x16x64_bf8_bf8.num_agpr, 0
	.set wmma_f16_16x16x64_bf8_bf8.numbered_sgpr, 12
	.set wmma_f16_16x16x64_bf8_bf8.num_named_barrier, 0
	.set wmma_f16_16x16x64_bf8_bf8.private_seg_size, 0
	.set wmma_f16_16x16x64_bf8_bf8.uses_vcc, 0
	.set wmma_f16_16x16x64_bf8_bf8.uses_flat_scratch, 0
	.set wmma_f16_16x16x64_bf8_bf8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x64_bf8_bf8.has_recursion, 0
	.set wmma_f16_16x16x64_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 12
; NumVgprs: 22
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 22
; NamedBarCnt: 0
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
	.protected	wmma_i32_16x16x64_iu8   ; -- Begin function wmma_i32_16x16x64_iu8
	.globl	wmma_i32_16x16x64_iu8
	.p2align	8
	.type	wmma_i32_16x16x64_iu8,@function
wmma_i32_16x16x64_iu8:                  ; @wmma_i32_16x16x64_iu8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x64_iu8 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x64_iu8
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end14:
	.size	wmma_i32_16x16x64_iu8, .Lfunc_end14-wmma_i32_16x16x64_iu8
                                        ; -- End function
	.set wmma_i32_16x16x64_iu8.num_vgpr, 25
	.set wmma_i32_16x16x64_iu8.num_agpr, 0
	.set wmma_i32_16x16x64_iu8.numbered_sgpr, 12
	.set wmma_i32_16x16x64_iu8.num_named_barrier, 0
	.set wmma_i32_16x16x64_iu8.private_seg_size, 0
	.set wmma_i32_16x16x64_iu8.uses_vcc, 0
	.set wmma_i32_16x16x64_iu8.uses_flat_scratch, 0
	.set wmma_i32_16x16x64_iu8.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x64_iu8.has_recursion, 0
	.set wmma_i32_16x16x64_iu8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_fp8_fp8 ; -- Begin function wmma_f32_16x16x128_fp8_fp8
	.globl	wmma_f32_16x16x128_fp8_fp8
	.p2align	8
	.type	wmma_f32_16x16x128_fp8_fp8,@function
wmma_f32_16x16x128_fp8_fp8:             ; @wmma_f32_16x16x128_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 6, v0 :: v_dual_lshlrev_b32 v41, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[12:15], v40, s[4:5] offset:48
	global_load_b128 v[28:31], v40, s[6:7] offset:48
	global_load_b128 v[8:11], v40, s[4:5] offset:32
	global_load_b128 v[24:27], v40, s[6:7] offset:32
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[20:23], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[16:19], v40, s[6:7]
	s_clause 0x1
	global_load_b128 v[36:39], v41, s[8:9] offset:16
	global_load_b128 v[32:35], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_fp8_fp8 v[32:39], v[0:15], v[16:31], v[32:39]
	s_clause 0x1
	global_store_b128 v41, v[36:39], s[10:11] offset:16
	global_store_b128 v41, v[32:35], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_fp8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x128_fp8_fp8, .Lfunc_end15-wmma_f32_16x16x128_fp8_fp8
                                        ; -- End function
	.set wmma_f32_16x16x128_fp8_fp8.num_vgpr, 42
	.set wmma_f32_16x16x128_fp8_fp8.num_agpr, 0
	.set wmma_f32_16x16x128_fp8_fp8.numbered_sgpr, 12
	.set wmma_f32_16x16x128_fp8_fp8.num_named_barrier, 0
	.set wmma_f32_16x16x128_fp8_fp8.private_seg_size, 0
	.set wmma_f32_16x16x128_fp8_fp8.uses_vcc, 0
	.set wmma_f32_16x16x128_fp8_fp8.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_fp8_fp8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_fp8_fp8.has_recursion, 0
	.set wmma_f32_16x16x128_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_fp8_bf8 ; -- Begin function wmma_f32_16x16x128_fp8_bf8
	.globl	wmma_f32_16x16x128_fp8_bf8
	.p2align	8
	.type	wmma_f32_16x16x128_fp8_bf8,@function
wmma_f32_16x16x128_fp8_bf8:             ; @wmma_f32_16x16x128_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 6, v0 :: v_dual_lshlrev_b32 v41, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[12:15], v40, s[4:5] offset:48
	global_load_b128 v[28:31], v40, s[6:7] offset:48
	global_load_b128 v[8:11], v40, s[4:5] offset:32
	global_load_b128 v[24:27], v40, s[6:7] offset:32
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[20:23], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[16:19], v40, s[6:7]
	s_clause 0x1
	global_load_b128 v[36:39], v41, s[8:9] offset:16
	global_load_b128 v[32:35], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_fp8_bf8 v[32:39], v[0:15], v[16:31], v[32:39]
	s_clause 0x1
	global_store_b128 v41, v[36:39], s[10:11] offset:16
	global_store_b128 v41, v[32:35], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_fp8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x128_fp8_bf8, .Lfunc_end16-wmma_f32_16x16x128_fp8_bf8
                                        ; -- End function
	.set wmma_f32_16x16x128_fp8_bf8.num_vgpr, 42
	.set wmma_f32_16x16x128_fp8_bf8.num_agpr, 0
	.set wmma_f32_16x16x128_fp8_bf8.numbered_sgpr, 12
	.set wmma_f32_16x16x128_fp8_bf8.num_named_barrier, 0
	.set wmma_f32_16x16x128_fp8_bf8.private_seg_size, 0
	.set wmma_f32_16x16x128_fp8_bf8.uses_vcc, 0
	.set wmma_f32_16x16x128_fp8_bf8.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_fp8_bf8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_fp8_bf8.has_recursion, 0
	.set wmma_f32_16x16x128_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_bf8_fp8 ; -- Begin function wmma_f32_16x16x128_bf8_fp8
	.globl	wmma_f32_16x16x128_bf8_fp8
	.p2align	8
	.type	wmma_f32_16x16x128_bf8_fp8,@function
wmma_f32_16x16x128_bf8_fp8:             ; @wmma_f32_16x16x128_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 6, v0 :: v_dual_lshlrev_b32 v41, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[12:15], v40, s[4:5] offset:48
	global_load_b128 v[28:31], v40, s[6:7] offset:48
	global_load_b128 v[8:11], v40, s[4:5] offset:32
	global_load_b128 v[24:27], v40, s[6:7] offset:32
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[20:23], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[16:19], v40, s[6:7]
	s_clause 0x1
	global_load_b128 v[36:39], v41, s[8:9] offset:16
	global_load_b128 v[32:35], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_bf8_fp8 v[32:39], v[0:15], v[16:31], v[32:39]
	s_clause 0x1
	global_store_b128 v41, v[36:39], s[10:11] offset:16
	global_store_b128 v41, v[32:35], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_bf8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x128_bf8_fp8, .Lfunc_end17-wmma_f32_16x16x128_bf8_fp8
                                        ; -- End function
	.set wmma_f32_16x16x128_bf8_fp8.num_vgpr, 42
	.set wmma_f32_16x16x128_bf8_fp8.num_agpr, 0
	.set wmma_f32_16x16x128_bf8_fp8.numbered_sgpr, 12
	.set wmma_f32_16x16x128_bf8_fp8.num_named_barrier, 0
	.set wmma_f32_16x16x128_bf8_fp8.private_seg_size, 0
	.set wmma_f32_16x16x128_bf8_fp8.uses_vcc, 0
	.set wmma_f32_16x16x128_bf8_fp8.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_bf8_fp8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_bf8_fp8.has_recursion, 0
	.set wmma_f32_16x16x128_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_bf8_bf8 ; -- Begin function wmma_f32_16x16x128_bf8_bf8
	.globl	wmma_f32_16x16x128_bf8_bf8
	.p2align	8
	.type	wmma_f32_16x16x128_bf8_bf8,@function
wmma_f32_16x16x128_bf8_bf8:             ; @wmma_f32_16x16x128_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 6, v0 :: v_dual_lshlrev_b32 v41, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[12:15], v40, s[4:5] offset:48
	global_load_b128 v[28:31], v40, s[6:7] offset:48
	global_load_b128 v[8:11], v40, s[4:5] offset:32
	global_load_b128 v[24:27], v40, s[6:7] offset:32
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[20:23], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[16:19], v40, s[6:7]
	s_clause 0x1
	global_load_b128 v[36:39], v41, s[8:9] offset:16
	global_load_b128 v[32:35], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_bf8_bf8 v[32:39], v[0:15], v[16:31], v[32:39]
	s_clause 0x1
	global_store_b128 v41, v[36:39], s[10:11] offset:16
	global_store_b128 v41, v[32:35], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_bf8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x128_bf8_bf8, .Lfunc_end18-wmma_f32_16x16x128_bf8_bf8
                                        ; -- End function
	.set wmma_f32_16x16x128_bf8_bf8.num_vgpr, 42
	.set wmma_f32_16x16x128_bf8_bf8.num_agpr, 0
	.set wmma_f32_16x16x128_bf8_bf8.numbered_sgpr, 12
	.set wmma_f32_16x16x128_bf8_bf8.num_named_barrier, 0
	.set wmma_f32_16x16x128_bf8_bf8.private_seg_size, 0
	.set wmma_f32_16x16x128_bf8_bf8.uses_vcc, 0
	.set wmma_f32_16x16x128_bf8_bf8.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_bf8_bf8.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_bf8_bf8.has_recursion, 0
	.set wmma_f32_16x16x128_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x128_fp8_fp8 ; -- Begin function wmma_f16_16x16x128_fp8_fp8
	.globl	wmma_f16_16x16x128_fp8_fp8
	.p2align	8
	.type	wmma_f16_16x16x128_fp8_fp8,@function
wmma_f16_16x16x128_fp8_fp8:             ; @wmma_f16_16x16x128_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v1, s[4:5] offset:48
	global_load_b128 v[30:33], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[4:5] offset:32
	global_load_b128 v[26:29], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[22:25], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[18:21], v1, s[6:7]
	global_load_b128 v[34:37], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x128_fp8_fp8 v[34:37], v[2:17], v[18:33], v[34:37]
	global_store_b128 v0, v[34:37], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x128_fp8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x128_fp8_fp8, .Lfunc_end19-wmma_f16_16x16x128_fp8_fp8
                                        ; -- End function
	.set wmma_f16_16x16x128_fp8_fp8.num_vgpr, 38
	.set wmma_f16_16x16x128_fp8_fp8.num_agpr, 0
	.set wmma_f16_16x16x128_fp8_fp8.numbered_sgpr, 12
	.set wmma_f16_16x16x128_fp8_fp8.num_named_barrier, 0
	.set wmma_f16_16x16x128_fp8_fp8.private_seg_size, 0
	.set wmma_f16_16x16x128_fp8_fp8.uses_vcc, 0
	.set wmma_f16_16x16x128_fp8_fp8.uses_flat_scratch, 0
	.set wmma_f16_16x16x128_fp8_fp8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x128_fp8_fp8.has_recursion, 0
	.set wmma_f16_16x16x128_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x128_fp8_bf8 ; -- Begin function wmma_f16_16x16x128_fp8_bf8
	.globl	wmma_f16_16x16x128_fp8_bf8
	.p2align	8
	.type	wmma_f16_16x16x128_fp8_bf8,@function
wmma_f16_16x16x128_fp8_bf8:             ; @wmma_f16_16x16x128_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v1, s[4:5] offset:48
	global_load_b128 v[30:33], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[4:5] offset:32
	global_load_b128 v[26:29], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[22:25], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[18:21], v1, s[6:7]
	global_load_b128 v[34:37], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x128_fp8_bf8 v[34:37], v[2:17], v[18:33], v[34:37]
	global_store_b128 v0, v[34:37], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x128_fp8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x128_fp8_bf8, .Lfunc_end20-wmma_f16_16x16x128_fp8_bf8
                                        ; -- End function
	.set wmma_f16_16x16x128_fp8_bf8.num_vgpr, 38
	.set wmma_f16_16x16x128_fp8_bf8.num_agpr, 0
	.set wmma_f16_16x16x128_fp8_bf8.numbered_sgpr, 12
	.set wmma_f16_16x16x128_fp8_bf8.num_named_barrier, 0
	.set wmma_f16_16x16x128_fp8_bf8.private_seg_size, 0
	.set wmma_f16_16x16x128_fp8_bf8.uses_vcc, 0
	.set wmma_f16_16x16x128_fp8_bf8.uses_flat_scratch, 0
	.set wmma_f16_16x16x128_fp8_bf8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x128_fp8_bf8.has_recursion, 0
	.set wmma_f16_16x16x128_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x128_bf8_fp8 ; -- Begin function wmma_f16_16x16x128_bf8_fp8
	.globl	wmma_f16_16x16x128_bf8_fp8
	.p2align	8
	.type	wmma_f16_16x16x128_bf8_fp8,@function
wmma_f16_16x16x128_bf8_fp8:             ; @wmma_f16_16x16x128_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v1, s[4:5] offset:48
	global_load_b128 v[30:33], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[4:5] offset:32
	global_load_b128 v[26:29], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[22:25], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[18:21], v1, s[6:7]
	global_load_b128 v[34:37], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x128_bf8_fp8 v[34:37], v[2:17], v[18:33], v[34:37]
	global_store_b128 v0, v[34:37], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x128_bf8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f16_16x16x128_bf8_fp8, .Lfunc_end21-wmma_f16_16x16x128_bf8_fp8
                                        ; -- End function
	.set wmma_f16_16x16x128_bf8_fp8.num_vgpr, 38
	.set wmma_f16_16x16x128_bf8_fp8.num_agpr, 0
	.set wmma_f16_16x16x128_bf8_fp8.numbered_sgpr, 12
	.set wmma_f16_16x16x128_bf8_fp8.num_named_barrier, 0
	.set wmma_f16_16x16x128_bf8_fp8.private_seg_size, 0
	.set wmma_f16_16x16x128_bf8_fp8.uses_vcc, 0
	.set wmma_f16_16x16x128_bf8_fp8.uses_flat_scratch, 0
	.set wmma_f16_16x16x128_bf8_fp8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x128_bf8_fp8.has_recursion, 0
	.set wmma_f16_16x16x128_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; NamedBarCnt: 0
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
	.protected	wmma_f16_16x16x128_bf8_bf8 ; -- Begin function wmma_f16_16x16x128_bf8_bf8
	.globl	wmma_f16_16x16x128_bf8_bf8
	.p2align	8
	.type	wmma_f16_16x16x128_bf8_bf8,@function
wmma_f16_16x16x128_bf8_bf8:             ; @wmma_f16_16x16x128_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v1, s[4:5] offset:48
	global_load_b128 v[30:33], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[4:5] offset:32
	global_load_b128 v[26:29], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[22:25], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[18:21], v1, s[6:7]
	global_load_b128 v[34:37], v0, s[8:9] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_f16_16x16x128_bf8_bf8 v[34:37], v[2:17], v[18:33], v[34:37]
	global_store_b128 v0, v[34:37], s[10:11] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16_16x16x128_bf8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end22:
	.size	wmma_f16_16x16x128_bf8_bf8, .Lfunc_end22-wmma_f16_16x16x128_bf8_bf8
                                        ; -- End function
	.set wmma_f16_16x16x128_bf8_bf8.num_vgpr, 38
	.set wmma_f16_16x16x128_bf8_bf8.num_agpr, 0
	.set wmma_f16_16x16x128_bf8_bf8.numbered_sgpr, 12
	.set wmma_f16_16x16x128_bf8_bf8.num_named_barrier, 0
	.set wmma_f16_16x16x128_bf8_bf8.private_seg_size, 0
	.set wmma_f16_16x16x128_bf8_bf8.uses_vcc, 0
	.set wmma_f16_16x16x128_bf8_bf8.uses_flat_scratch, 0
	.set wmma_f16_16x16x128_bf8_bf8.has_dyn_sized_stack, 0
	.set wmma_f16_16x16x128_bf8_bf8.has_recursion, 0
	.set wmma_f16_16x16x128_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 164
; TotalNumSgprs: 12
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 38
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_f8f6f4 ; -- Begin function wmma_f32_16x16x128_f8f6f4
	.globl	wmma_f32_16x16x128_f8f6f4
	.p2align	8
	.type	wmma_f32_16x16x128_f8f6f4,@function
wmma_f32_16x16x128_f8f6f4:              ; @wmma_f32_16x16x128_f8f6f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 6, v0 :: v_dual_lshlrev_b32 v41, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[12:15], v40, s[4:5] offset:48
	global_load_b128 v[28:31], v40, s[6:7] offset:48
	global_load_b128 v[8:11], v40, s[4:5] offset:32
	global_load_b128 v[24:27], v40, s[6:7] offset:32
	global_load_b128 v[4:7], v40, s[4:5] offset:16
	global_load_b128 v[20:23], v40, s[6:7] offset:16
	global_load_b128 v[0:3], v40, s[4:5]
	global_load_b128 v[16:19], v40, s[6:7]
	s_clause 0x1
	global_load_b128 v[36:39], v41, s[8:9] offset:16
	global_load_b128 v[32:35], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_f8f6f4 v[32:39], v[0:15], v[16:31], v[32:39]
	s_clause 0x1
	global_store_b128 v41, v[36:39], s[10:11] offset:16
	global_store_b128 v41, v[32:35], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_f8f6f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_16x16x128_f8f6f4, .Lfunc_end23-wmma_f32_16x16x128_f8f6f4
                                        ; -- End function
	.set wmma_f32_16x16x128_f8f6f4.num_vgpr, 42
	.set wmma_f32_16x16x128_f8f6f4.num_agpr, 0
	.set wmma_f32_16x16x128_f8f6f4.numbered_sgpr, 12
	.set wmma_f32_16x16x128_f8f6f4.num_named_barrier, 0
	.set wmma_f32_16x16x128_f8f6f4.private_seg_size, 0
	.set wmma_f32_16x16x128_f8f6f4.uses_vcc, 0
	.set wmma_f32_16x16x128_f8f6f4.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_f8f6f4.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_f8f6f4.has_recursion, 0
	.set wmma_f32_16x16x128_f8f6f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_f32_32x16x128_f4   ; -- Begin function wmma_f32_32x16x128_f4
	.globl	wmma_f32_32x16x128_f4
	.p2align	8
	.type	wmma_f32_32x16x128_f4,@function
wmma_f32_32x16x128_f4:                  ; @wmma_f32_32x16x128_f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v40, 5, v0 :: v_dual_lshlrev_b32 v41, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[36:39], v40, s[6:7] offset:16
	global_load_b128 v[32:35], v40, s[6:7]
	s_clause 0x7
	global_load_b128 v[28:31], v41, s[4:5] offset:48
	global_load_b128 v[12:15], v41, s[8:9] offset:48
	global_load_b128 v[24:27], v41, s[4:5] offset:32
	global_load_b128 v[8:11], v41, s[8:9] offset:32
	global_load_b128 v[20:23], v41, s[4:5] offset:16
	global_load_b128 v[4:7], v41, s[8:9] offset:16
	global_load_b128 v[16:19], v41, s[4:5]
	global_load_b128 v[0:3], v41, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_32x16x128_f4 v[0:15], v[16:31], v[32:39], v[0:15]
	s_clause 0x3
	global_store_b128 v41, v[8:11], s[10:11] offset:32
	global_store_b128 v41, v[12:15], s[10:11] offset:48
	global_store_b128 v41, v[0:3], s[10:11]
	global_store_b128 v41, v[4:7], s[10:11] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_32x16x128_f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
	.size	wmma_f32_32x16x128_f4, .Lfunc_end24-wmma_f32_32x16x128_f4
                                        ; -- End function
	.set wmma_f32_32x16x128_f4.num_vgpr, 42
	.set wmma_f32_32x16x128_f4.num_agpr, 0
	.set wmma_f32_32x16x128_f4.numbered_sgpr, 12
	.set wmma_f32_32x16x128_f4.num_named_barrier, 0
	.set wmma_f32_32x16x128_f4.private_seg_size, 0
	.set wmma_f32_32x16x128_f4.uses_vcc, 0
	.set wmma_f32_32x16x128_f4.uses_flat_scratch, 0
	.set wmma_f32_32x16x128_f4.has_dyn_sized_stack, 0
	.set wmma_f32_32x16x128_f4.has_recursion, 0
	.set wmma_f32_32x16x128_f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
; TotalNumSgprs: 12
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
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
	.protected	wmma_scale_f32_16x16x128_f8f6f4 ; -- Begin function wmma_scale_f32_16x16x128_f8f6f4
	.globl	wmma_scale_f32_16x16x128_f8f6f4
	.p2align	8
	.type	wmma_scale_f32_16x16x128_f8f6f4,@function
wmma_scale_f32_16x16x128_f8f6f4:        ; @wmma_scale_f32_16x16x128_f8f6f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[12:15], s[0:1], 0x20
	v_dual_lshlrev_b32 v43, 6, v0 :: v_dual_lshlrev_b32 v44, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v43, s[4:5] offset:48
	global_load_b128 v[30:33], v43, s[6:7] offset:48
	global_load_b128 v[10:13], v43, s[4:5] offset:32
	global_load_b128 v[26:29], v43, s[6:7] offset:32
	global_load_b128 v[6:9], v43, s[4:5] offset:16
	global_load_b128 v[22:25], v43, s[6:7] offset:16
	global_load_b128 v[2:5], v43, s[4:5]
	global_load_b128 v[18:21], v43, s[6:7]
	s_clause 0x1
	global_load_b128 v[38:41], v44, s[8:9] offset:16
	global_load_b128 v[34:37], v44, s[8:9]
	s_clause 0x1
	global_load_b32 v1, v0, s[10:11] scale_offset
	global_load_b32 v42, v0, s[12:13] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_scale_f32_16x16x128_f8f6f4 v[34:41], v[2:17], v[18:33], v[34:41], v1, v42
	s_clause 0x1
	global_store_b128 v44, v[38:41], s[14:15] offset:16
	global_store_b128 v44, v[34:37], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_scale_f32_16x16x128_f8f6f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 16
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end25:
	.size	wmma_scale_f32_16x16x128_f8f6f4, .Lfunc_end25-wmma_scale_f32_16x16x128_f8f6f4
                                        ; -- End function
	.set wmma_scale_f32_16x16x128_f8f6f4.num_vgpr, 45
	.set wmma_scale_f32_16x16x128_f8f6f4.num_agpr, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.numbered_sgpr, 16
	.set wmma_scale_f32_16x16x128_f8f6f4.num_named_barrier, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.private_seg_size, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.uses_vcc, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.uses_flat_scratch, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.has_dyn_sized_stack, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.has_recursion, 0
	.set wmma_scale_f32_16x16x128_f8f6f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 16
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 45
; NamedBarCnt: 0
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
	.protected	wmma_scale16_f32_16x16x128_f8f6f4 ; -- Begin function wmma_scale16_f32_16x16x128_f8f6f4
	.globl	wmma_scale16_f32_16x16x128_f8f6f4
	.p2align	8
	.type	wmma_scale16_f32_16x16x128_f8f6f4,@function
wmma_scale16_f32_16x16x128_f8f6f4:      ; @wmma_scale16_f32_16x16x128_f8f6f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[12:15], s[0:1], 0x20
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v46, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[14:17], v1, s[4:5] offset:48
	global_load_b128 v[30:33], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[4:5] offset:32
	global_load_b128 v[26:29], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[4:5] offset:16
	global_load_b128 v[22:25], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[4:5]
	global_load_b128 v[18:21], v1, s[6:7]
	s_clause 0x1
	global_load_b128 v[38:41], v46, s[8:9] offset:16
	global_load_b128 v[34:37], v46, s[8:9]
	s_clause 0x1
	global_load_b64 v[42:43], v0, s[10:11] scale_offset
	global_load_b64 v[44:45], v0, s[12:13] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_scale16_f32_16x16x128_f8f6f4 v[34:41], v[2:17], v[18:33], v[34:41], v[42:43], v[44:45]
	s_clause 0x1
	global_store_b128 v46, v[38:41], s[14:15] offset:16
	global_store_b128 v46, v[34:37], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_scale16_f32_16x16x128_f8f6f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 16
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end26:
	.size	wmma_scale16_f32_16x16x128_f8f6f4, .Lfunc_end26-wmma_scale16_f32_16x16x128_f8f6f4
                                        ; -- End function
	.set wmma_scale16_f32_16x16x128_f8f6f4.num_vgpr, 47
	.set wmma_scale16_f32_16x16x128_f8f6f4.num_agpr, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.numbered_sgpr, 16
	.set wmma_scale16_f32_16x16x128_f8f6f4.num_named_barrier, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.private_seg_size, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.uses_vcc, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.uses_flat_scratch, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.has_dyn_sized_stack, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.has_recursion, 0
	.set wmma_scale16_f32_16x16x128_f8f6f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 16
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 47
; NamedBarCnt: 0
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
	.protected	wmma_scale_f32_32x16x128_f4 ; -- Begin function wmma_scale_f32_32x16x128_f4
	.globl	wmma_scale_f32_32x16x128_f4
	.p2align	8
	.type	wmma_scale_f32_32x16x128_f4,@function
wmma_scale_f32_32x16x128_f4:            ; @wmma_scale_f32_32x16x128_f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[12:15], s[0:1], 0x20
	v_dual_lshlrev_b32 v43, 5, v0 :: v_dual_lshlrev_b32 v44, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[38:41], v43, s[6:7] offset:16
	global_load_b128 v[34:37], v43, s[6:7]
	s_clause 0x7
	global_load_b128 v[30:33], v44, s[4:5] offset:48
	global_load_b128 v[14:17], v44, s[8:9] offset:48
	global_load_b128 v[26:29], v44, s[4:5] offset:32
	global_load_b128 v[10:13], v44, s[8:9] offset:32
	global_load_b128 v[22:25], v44, s[4:5] offset:16
	global_load_b128 v[6:9], v44, s[8:9] offset:16
	global_load_b128 v[18:21], v44, s[4:5]
	global_load_b128 v[2:5], v44, s[8:9]
	s_clause 0x1
	global_load_b32 v1, v0, s[10:11] scale_offset
	global_load_b32 v42, v0, s[12:13] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_scale_f32_32x16x128_f4 v[2:17], v[18:33], v[34:41], v[2:17], v1, v42
	s_clause 0x3
	global_store_b128 v44, v[10:13], s[14:15] offset:32
	global_store_b128 v44, v[14:17], s[14:15] offset:48
	global_store_b128 v44, v[2:5], s[14:15]
	global_store_b128 v44, v[6:9], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_scale_f32_32x16x128_f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 45
		.amdhsa_next_free_sgpr 16
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end27:
	.size	wmma_scale_f32_32x16x128_f4, .Lfunc_end27-wmma_scale_f32_32x16x128_f4
                                        ; -- End function
	.set wmma_scale_f32_32x16x128_f4.num_vgpr, 45
	.set wmma_scale_f32_32x16x128_f4.num_agpr, 0
	.set wmma_scale_f32_32x16x128_f4.numbered_sgpr, 16
	.set wmma_scale_f32_32x16x128_f4.num_named_barrier, 0
	.set wmma_scale_f32_32x16x128_f4.private_seg_size, 0
	.set wmma_scale_f32_32x16x128_f4.uses_vcc, 0
	.set wmma_scale_f32_32x16x128_f4.uses_flat_scratch, 0
	.set wmma_scale_f32_32x16x128_f4.has_dyn_sized_stack, 0
	.set wmma_scale_f32_32x16x128_f4.has_recursion, 0
	.set wmma_scale_f32_32x16x128_f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 16
; NumVgprs: 45
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 45
; NamedBarCnt: 0
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
	.protected	wmma_scale16_f32_32x16x128_f4 ; -- Begin function wmma_scale16_f32_32x16x128_f4
	.globl	wmma_scale16_f32_32x16x128_f4
	.p2align	8
	.type	wmma_scale16_f32_32x16x128_f4,@function
wmma_scale16_f32_32x16x128_f4:          ; @wmma_scale16_f32_32x16x128_f4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x0
	s_load_b128 s[12:15], s[0:1], 0x20
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v46, 6, v0
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[38:41], v1, s[6:7] offset:16
	global_load_b128 v[34:37], v1, s[6:7]
	s_clause 0x7
	global_load_b128 v[30:33], v46, s[4:5] offset:48
	global_load_b128 v[14:17], v46, s[8:9] offset:48
	global_load_b128 v[26:29], v46, s[4:5] offset:32
	global_load_b128 v[10:13], v46, s[8:9] offset:32
	global_load_b128 v[22:25], v46, s[4:5] offset:16
	global_load_b128 v[6:9], v46, s[8:9] offset:16
	global_load_b128 v[18:21], v46, s[4:5]
	global_load_b128 v[2:5], v46, s[8:9]
	s_clause 0x1
	global_load_b64 v[42:43], v0, s[10:11] scale_offset
	global_load_b64 v[44:45], v0, s[12:13] scale_offset
	s_wait_loadcnt 0x0
	v_wmma_scale16_f32_32x16x128_f4 v[2:17], v[18:33], v[34:41], v[2:17], v[42:43], v[44:45]
	s_clause 0x3
	global_store_b128 v46, v[10:13], s[14:15] offset:32
	global_store_b128 v46, v[14:17], s[14:15] offset:48
	global_store_b128 v46, v[2:5], s[14:15]
	global_store_b128 v46, v[6:9], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_scale16_f32_32x16x128_f4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 16
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
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
.Lfunc_end28:
	.size	wmma_scale16_f32_32x16x128_f4, .Lfunc_end28-wmma_scale16_f32_32x16x128_f4
                                        ; -- End function
	.set wmma_scale16_f32_32x16x128_f4.num_vgpr, 47
	.set wmma_scale16_f32_32x16x128_f4.num_agpr, 0
	.set wmma_scale16_f32_32x16x128_f4.numbered_sgpr, 16
	.set wmma_scale16_f32_32x16x128_f4.num_named_barrier, 0
	.set wmma_scale16_f32_32x16x128_f4.private_seg_size, 0
	.set wmma_scale16_f32_32x16x128_f4.uses_vcc, 0
	.set wmma_scale16_f32_32x16x128_f4.uses_flat_scratch, 0
	.set wmma_scale16_f32_32x16x128_f4.has_dyn_sized_stack, 0
	.set wmma_scale16_f32_32x16x128_f4.has_recursion, 0
	.set wmma_scale16_f32_32x16x128_f4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 16
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 47
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x64_f16 ; -- Begin function swmmac_f32_16x16x64_f16
	.globl	swmmac_f32_16x16x64_f16
	.p2align	8
	.type	swmmac_f32_16x16x64_f16,@function
swmmac_f32_16x16x64_f16:                ; @swmmac_f32_16x16x64_f16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v34, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v34, s[4:5] offset:16
	global_load_b128 v[30:33], v34, s[8:9] offset:16
	global_load_b128 v[18:21], v34, s[4:5]
	global_load_b128 v[26:29], v34, s[8:9]
	global_load_b32 v35, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x64_f16 v[26:33], v[18:25], v[2:17], v35
	s_clause 0x1
	global_store_b128 v34, v[30:33], s[0:1] offset:16
	global_store_b128 v34, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x64_f16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end29:
	.size	swmmac_f32_16x16x64_f16, .Lfunc_end29-swmmac_f32_16x16x64_f16
                                        ; -- End function
	.set swmmac_f32_16x16x64_f16.num_vgpr, 36
	.set swmmac_f32_16x16x64_f16.num_agpr, 0
	.set swmmac_f32_16x16x64_f16.numbered_sgpr, 12
	.set swmmac_f32_16x16x64_f16.num_named_barrier, 0
	.set swmmac_f32_16x16x64_f16.private_seg_size, 0
	.set swmmac_f32_16x16x64_f16.uses_vcc, 0
	.set swmmac_f32_16x16x64_f16.uses_flat_scratch, 0
	.set swmmac_f32_16x16x64_f16.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x64_f16.has_recursion, 0
	.set swmmac_f32_16x16x64_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x64_bf16 ; -- Begin function swmmac_f32_16x16x64_bf16
	.globl	swmmac_f32_16x16x64_bf16
	.p2align	8
	.type	swmmac_f32_16x16x64_bf16,@function
swmmac_f32_16x16x64_bf16:               ; @swmmac_f32_16x16x64_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v34, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v34, s[4:5] offset:16
	global_load_b128 v[30:33], v34, s[8:9] offset:16
	global_load_b128 v[18:21], v34, s[4:5]
	global_load_b128 v[26:29], v34, s[8:9]
	global_load_b32 v35, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x64_bf16 v[26:33], v[18:25], v[2:17], v35
	s_clause 0x1
	global_store_b128 v34, v[30:33], s[0:1] offset:16
	global_store_b128 v34, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x64_bf16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end30:
	.size	swmmac_f32_16x16x64_bf16, .Lfunc_end30-swmmac_f32_16x16x64_bf16
                                        ; -- End function
	.set swmmac_f32_16x16x64_bf16.num_vgpr, 36
	.set swmmac_f32_16x16x64_bf16.num_agpr, 0
	.set swmmac_f32_16x16x64_bf16.numbered_sgpr, 12
	.set swmmac_f32_16x16x64_bf16.num_named_barrier, 0
	.set swmmac_f32_16x16x64_bf16.private_seg_size, 0
	.set swmmac_f32_16x16x64_bf16.uses_vcc, 0
	.set swmmac_f32_16x16x64_bf16.uses_flat_scratch, 0
	.set swmmac_f32_16x16x64_bf16.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x64_bf16.has_recursion, 0
	.set swmmac_f32_16x16x64_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f16_16x16x64_f16 ; -- Begin function swmmac_f16_16x16x64_f16
	.globl	swmmac_f16_16x16x64_f16
	.p2align	8
	.type	swmmac_f16_16x16x64_f16,@function
swmmac_f16_16x16x64_f16:                ; @swmmac_f16_16x16x64_f16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v30, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v30, s[6:7] offset:48
	global_load_b128 v[10:13], v30, s[6:7] offset:32
	global_load_b128 v[6:9], v30, s[6:7] offset:16
	global_load_b128 v[2:5], v30, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v31, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x64_f16 v[26:29], v[18:25], v[2:17], v31
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x64_f16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end31:
	.size	swmmac_f16_16x16x64_f16, .Lfunc_end31-swmmac_f16_16x16x64_f16
                                        ; -- End function
	.set swmmac_f16_16x16x64_f16.num_vgpr, 32
	.set swmmac_f16_16x16x64_f16.num_agpr, 0
	.set swmmac_f16_16x16x64_f16.numbered_sgpr, 12
	.set swmmac_f16_16x16x64_f16.num_named_barrier, 0
	.set swmmac_f16_16x16x64_f16.private_seg_size, 0
	.set swmmac_f16_16x16x64_f16.uses_vcc, 0
	.set swmmac_f16_16x16x64_f16.uses_flat_scratch, 0
	.set swmmac_f16_16x16x64_f16.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x64_f16.has_recursion, 0
	.set swmmac_f16_16x16x64_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_bf16_16x16x64_bf16 ; -- Begin function swmmac_bf16_16x16x64_bf16
	.globl	swmmac_bf16_16x16x64_bf16
	.p2align	8
	.type	swmmac_bf16_16x16x64_bf16,@function
swmmac_bf16_16x16x64_bf16:              ; @swmmac_bf16_16x16x64_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v30, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v30, s[6:7] offset:48
	global_load_b128 v[10:13], v30, s[6:7] offset:32
	global_load_b128 v[6:9], v30, s[6:7] offset:16
	global_load_b128 v[2:5], v30, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v31, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_bf16_16x16x64_bf16 v[26:29], v[18:25], v[2:17], v31
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_bf16_16x16x64_bf16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end32:
	.size	swmmac_bf16_16x16x64_bf16, .Lfunc_end32-swmmac_bf16_16x16x64_bf16
                                        ; -- End function
	.set swmmac_bf16_16x16x64_bf16.num_vgpr, 32
	.set swmmac_bf16_16x16x64_bf16.num_agpr, 0
	.set swmmac_bf16_16x16x64_bf16.numbered_sgpr, 12
	.set swmmac_bf16_16x16x64_bf16.num_named_barrier, 0
	.set swmmac_bf16_16x16x64_bf16.private_seg_size, 0
	.set swmmac_bf16_16x16x64_bf16.uses_vcc, 0
	.set swmmac_bf16_16x16x64_bf16.uses_flat_scratch, 0
	.set swmmac_bf16_16x16x64_bf16.has_dyn_sized_stack, 0
	.set swmmac_bf16_16x16x64_bf16.has_recursion, 0
	.set swmmac_bf16_16x16x64_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_bf16f32_16x16x64_bf16 ; -- Begin function swmmac_bf16f32_16x16x64_bf16
	.globl	swmmac_bf16f32_16x16x64_bf16
	.p2align	8
	.type	swmmac_bf16f32_16x16x64_bf16,@function
swmmac_bf16f32_16x16x64_bf16:           ; @swmmac_bf16f32_16x16x64_bf16
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v34, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v34, s[4:5] offset:16
	global_load_b128 v[30:33], v34, s[8:9] offset:16
	global_load_b128 v[18:21], v34, s[4:5]
	global_load_b128 v[26:29], v34, s[8:9]
	global_load_b32 v35, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_bf16f32_16x16x64_bf16 v[26:33], v[18:25], v[2:17], v35
	s_clause 0x1
	global_store_b128 v34, v[30:33], s[0:1] offset:16
	global_store_b128 v34, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_bf16f32_16x16x64_bf16
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end33:
	.size	swmmac_bf16f32_16x16x64_bf16, .Lfunc_end33-swmmac_bf16f32_16x16x64_bf16
                                        ; -- End function
	.set swmmac_bf16f32_16x16x64_bf16.num_vgpr, 36
	.set swmmac_bf16f32_16x16x64_bf16.num_agpr, 0
	.set swmmac_bf16f32_16x16x64_bf16.numbered_sgpr, 12
	.set swmmac_bf16f32_16x16x64_bf16.num_named_barrier, 0
	.set swmmac_bf16f32_16x16x64_bf16.private_seg_size, 0
	.set swmmac_bf16f32_16x16x64_bf16.uses_vcc, 0
	.set swmmac_bf16f32_16x16x64_bf16.uses_flat_scratch, 0
	.set swmmac_bf16f32_16x16x64_bf16.has_dyn_sized_stack, 0
	.set swmmac_bf16f32_16x16x64_bf16.has_recursion, 0
	.set swmmac_bf16f32_16x16x64_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x128_fp8_fp8 ; -- Begin function swmmac_f32_16x16x128_fp8_fp8
	.globl	swmmac_f32_16x16x128_fp8_fp8
	.p2align	8
	.type	swmmac_f32_16x16x128_fp8_fp8,@function
swmmac_f32_16x16x128_fp8_fp8:           ; @swmmac_f32_16x16x128_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v35, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v35, s[4:5] offset:16
	global_load_b128 v[30:33], v35, s[8:9] offset:16
	global_load_b128 v[18:21], v35, s[4:5]
	global_load_b128 v[26:29], v35, s[8:9]
	global_load_b32 v34, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x128_fp8_fp8 v[26:33], v[18:25], v[2:17], v[34:35]
	s_clause 0x1
	global_store_b128 v35, v[30:33], s[0:1] offset:16
	global_store_b128 v35, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x128_fp8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end34:
	.size	swmmac_f32_16x16x128_fp8_fp8, .Lfunc_end34-swmmac_f32_16x16x128_fp8_fp8
                                        ; -- End function
	.set swmmac_f32_16x16x128_fp8_fp8.num_vgpr, 36
	.set swmmac_f32_16x16x128_fp8_fp8.num_agpr, 0
	.set swmmac_f32_16x16x128_fp8_fp8.numbered_sgpr, 12
	.set swmmac_f32_16x16x128_fp8_fp8.num_named_barrier, 0
	.set swmmac_f32_16x16x128_fp8_fp8.private_seg_size, 0
	.set swmmac_f32_16x16x128_fp8_fp8.uses_vcc, 0
	.set swmmac_f32_16x16x128_fp8_fp8.uses_flat_scratch, 0
	.set swmmac_f32_16x16x128_fp8_fp8.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x128_fp8_fp8.has_recursion, 0
	.set swmmac_f32_16x16x128_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x128_fp8_bf8 ; -- Begin function swmmac_f32_16x16x128_fp8_bf8
	.globl	swmmac_f32_16x16x128_fp8_bf8
	.p2align	8
	.type	swmmac_f32_16x16x128_fp8_bf8,@function
swmmac_f32_16x16x128_fp8_bf8:           ; @swmmac_f32_16x16x128_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v35, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v35, s[4:5] offset:16
	global_load_b128 v[30:33], v35, s[8:9] offset:16
	global_load_b128 v[18:21], v35, s[4:5]
	global_load_b128 v[26:29], v35, s[8:9]
	global_load_b32 v34, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x128_fp8_bf8 v[26:33], v[18:25], v[2:17], v[34:35]
	s_clause 0x1
	global_store_b128 v35, v[30:33], s[0:1] offset:16
	global_store_b128 v35, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x128_fp8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end35:
	.size	swmmac_f32_16x16x128_fp8_bf8, .Lfunc_end35-swmmac_f32_16x16x128_fp8_bf8
                                        ; -- End function
	.set swmmac_f32_16x16x128_fp8_bf8.num_vgpr, 36
	.set swmmac_f32_16x16x128_fp8_bf8.num_agpr, 0
	.set swmmac_f32_16x16x128_fp8_bf8.numbered_sgpr, 12
	.set swmmac_f32_16x16x128_fp8_bf8.num_named_barrier, 0
	.set swmmac_f32_16x16x128_fp8_bf8.private_seg_size, 0
	.set swmmac_f32_16x16x128_fp8_bf8.uses_vcc, 0
	.set swmmac_f32_16x16x128_fp8_bf8.uses_flat_scratch, 0
	.set swmmac_f32_16x16x128_fp8_bf8.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x128_fp8_bf8.has_recursion, 0
	.set swmmac_f32_16x16x128_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x128_bf8_fp8 ; -- Begin function swmmac_f32_16x16x128_bf8_fp8
	.globl	swmmac_f32_16x16x128_bf8_fp8
	.p2align	8
	.type	swmmac_f32_16x16x128_bf8_fp8,@function
swmmac_f32_16x16x128_bf8_fp8:           ; @swmmac_f32_16x16x128_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v35, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v35, s[4:5] offset:16
	global_load_b128 v[30:33], v35, s[8:9] offset:16
	global_load_b128 v[18:21], v35, s[4:5]
	global_load_b128 v[26:29], v35, s[8:9]
	global_load_b32 v34, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x128_bf8_fp8 v[26:33], v[18:25], v[2:17], v[34:35]
	s_clause 0x1
	global_store_b128 v35, v[30:33], s[0:1] offset:16
	global_store_b128 v35, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x128_bf8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end36:
	.size	swmmac_f32_16x16x128_bf8_fp8, .Lfunc_end36-swmmac_f32_16x16x128_bf8_fp8
                                        ; -- End function
	.set swmmac_f32_16x16x128_bf8_fp8.num_vgpr, 36
	.set swmmac_f32_16x16x128_bf8_fp8.num_agpr, 0
	.set swmmac_f32_16x16x128_bf8_fp8.numbered_sgpr, 12
	.set swmmac_f32_16x16x128_bf8_fp8.num_named_barrier, 0
	.set swmmac_f32_16x16x128_bf8_fp8.private_seg_size, 0
	.set swmmac_f32_16x16x128_bf8_fp8.uses_vcc, 0
	.set swmmac_f32_16x16x128_bf8_fp8.uses_flat_scratch, 0
	.set swmmac_f32_16x16x128_bf8_fp8.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x128_bf8_fp8.has_recursion, 0
	.set swmmac_f32_16x16x128_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f32_16x16x128_bf8_bf8 ; -- Begin function swmmac_f32_16x16x128_bf8_bf8
	.globl	swmmac_f32_16x16x128_bf8_bf8
	.p2align	8
	.type	swmmac_f32_16x16x128_bf8_bf8,@function
swmmac_f32_16x16x128_bf8_bf8:           ; @swmmac_f32_16x16x128_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v35, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v35, s[4:5] offset:16
	global_load_b128 v[30:33], v35, s[8:9] offset:16
	global_load_b128 v[18:21], v35, s[4:5]
	global_load_b128 v[26:29], v35, s[8:9]
	global_load_b32 v34, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f32_16x16x128_bf8_bf8 v[26:33], v[18:25], v[2:17], v[34:35]
	s_clause 0x1
	global_store_b128 v35, v[30:33], s[0:1] offset:16
	global_store_b128 v35, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f32_16x16x128_bf8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end37:
	.size	swmmac_f32_16x16x128_bf8_bf8, .Lfunc_end37-swmmac_f32_16x16x128_bf8_bf8
                                        ; -- End function
	.set swmmac_f32_16x16x128_bf8_bf8.num_vgpr, 36
	.set swmmac_f32_16x16x128_bf8_bf8.num_agpr, 0
	.set swmmac_f32_16x16x128_bf8_bf8.numbered_sgpr, 12
	.set swmmac_f32_16x16x128_bf8_bf8.num_named_barrier, 0
	.set swmmac_f32_16x16x128_bf8_bf8.private_seg_size, 0
	.set swmmac_f32_16x16x128_bf8_bf8.uses_vcc, 0
	.set swmmac_f32_16x16x128_bf8_bf8.uses_flat_scratch, 0
	.set swmmac_f32_16x16x128_bf8_bf8.has_dyn_sized_stack, 0
	.set swmmac_f32_16x16x128_bf8_bf8.has_recursion, 0
	.set swmmac_f32_16x16x128_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	swmmac_f16_16x16x128_fp8_fp8 ; -- Begin function swmmac_f16_16x16x128_fp8_fp8
	.globl	swmmac_f16_16x16x128_fp8_fp8
	.p2align	8
	.type	swmmac_f16_16x16x128_fp8_fp8,@function
swmmac_f16_16x16x128_fp8_fp8:           ; @swmmac_f16_16x16x128_fp8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v31, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v31, s[6:7] offset:48
	global_load_b128 v[10:13], v31, s[6:7] offset:32
	global_load_b128 v[6:9], v31, s[6:7] offset:16
	global_load_b128 v[2:5], v31, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v30, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x128_fp8_fp8 v[26:29], v[18:25], v[2:17], v[30:31]
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x128_fp8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end38:
	.size	swmmac_f16_16x16x128_fp8_fp8, .Lfunc_end38-swmmac_f16_16x16x128_fp8_fp8
                                        ; -- End function
	.set swmmac_f16_16x16x128_fp8_fp8.num_vgpr, 32
	.set swmmac_f16_16x16x128_fp8_fp8.num_agpr, 0
	.set swmmac_f16_16x16x128_fp8_fp8.numbered_sgpr, 12
	.set swmmac_f16_16x16x128_fp8_fp8.num_named_barrier, 0
	.set swmmac_f16_16x16x128_fp8_fp8.private_seg_size, 0
	.set swmmac_f16_16x16x128_fp8_fp8.uses_vcc, 0
	.set swmmac_f16_16x16x128_fp8_fp8.uses_flat_scratch, 0
	.set swmmac_f16_16x16x128_fp8_fp8.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x128_fp8_fp8.has_recursion, 0
	.set swmmac_f16_16x16x128_fp8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_f16_16x16x128_fp8_bf8 ; -- Begin function swmmac_f16_16x16x128_fp8_bf8
	.globl	swmmac_f16_16x16x128_fp8_bf8
	.p2align	8
	.type	swmmac_f16_16x16x128_fp8_bf8,@function
swmmac_f16_16x16x128_fp8_bf8:           ; @swmmac_f16_16x16x128_fp8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v31, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v31, s[6:7] offset:48
	global_load_b128 v[10:13], v31, s[6:7] offset:32
	global_load_b128 v[6:9], v31, s[6:7] offset:16
	global_load_b128 v[2:5], v31, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v30, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x128_fp8_bf8 v[26:29], v[18:25], v[2:17], v[30:31]
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x128_fp8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end39:
	.size	swmmac_f16_16x16x128_fp8_bf8, .Lfunc_end39-swmmac_f16_16x16x128_fp8_bf8
                                        ; -- End function
	.set swmmac_f16_16x16x128_fp8_bf8.num_vgpr, 32
	.set swmmac_f16_16x16x128_fp8_bf8.num_agpr, 0
	.set swmmac_f16_16x16x128_fp8_bf8.numbered_sgpr, 12
	.set swmmac_f16_16x16x128_fp8_bf8.num_named_barrier, 0
	.set swmmac_f16_16x16x128_fp8_bf8.private_seg_size, 0
	.set swmmac_f16_16x16x128_fp8_bf8.uses_vcc, 0
	.set swmmac_f16_16x16x128_fp8_bf8.uses_flat_scratch, 0
	.set swmmac_f16_16x16x128_fp8_bf8.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x128_fp8_bf8.has_recursion, 0
	.set swmmac_f16_16x16x128_fp8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_f16_16x16x128_bf8_fp8 ; -- Begin function swmmac_f16_16x16x128_bf8_fp8
	.globl	swmmac_f16_16x16x128_bf8_fp8
	.p2align	8
	.type	swmmac_f16_16x16x128_bf8_fp8,@function
swmmac_f16_16x16x128_bf8_fp8:           ; @swmmac_f16_16x16x128_bf8_fp8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v31, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v31, s[6:7] offset:48
	global_load_b128 v[10:13], v31, s[6:7] offset:32
	global_load_b128 v[6:9], v31, s[6:7] offset:16
	global_load_b128 v[2:5], v31, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v30, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x128_bf8_fp8 v[26:29], v[18:25], v[2:17], v[30:31]
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x128_bf8_fp8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end40:
	.size	swmmac_f16_16x16x128_bf8_fp8, .Lfunc_end40-swmmac_f16_16x16x128_bf8_fp8
                                        ; -- End function
	.set swmmac_f16_16x16x128_bf8_fp8.num_vgpr, 32
	.set swmmac_f16_16x16x128_bf8_fp8.num_agpr, 0
	.set swmmac_f16_16x16x128_bf8_fp8.numbered_sgpr, 12
	.set swmmac_f16_16x16x128_bf8_fp8.num_named_barrier, 0
	.set swmmac_f16_16x16x128_bf8_fp8.private_seg_size, 0
	.set swmmac_f16_16x16x128_bf8_fp8.uses_vcc, 0
	.set swmmac_f16_16x16x128_bf8_fp8.uses_flat_scratch, 0
	.set swmmac_f16_16x16x128_bf8_fp8.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x128_bf8_fp8.has_recursion, 0
	.set swmmac_f16_16x16x128_bf8_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_f16_16x16x128_bf8_bf8 ; -- Begin function swmmac_f16_16x16x128_bf8_bf8
	.globl	swmmac_f16_16x16x128_bf8_bf8
	.p2align	8
	.type	swmmac_f16_16x16x128_bf8_bf8,@function
swmmac_f16_16x16x128_bf8_bf8:           ; @swmmac_f16_16x16x128_bf8_bf8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 5, v0 :: v_dual_lshlrev_b32 v31, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b128 v[22:25], v1, s[4:5] offset:16
	global_load_b128 v[18:21], v1, s[4:5]
	s_clause 0x3
	global_load_b128 v[14:17], v31, s[6:7] offset:48
	global_load_b128 v[10:13], v31, s[6:7] offset:32
	global_load_b128 v[6:9], v31, s[6:7] offset:16
	global_load_b128 v[2:5], v31, s[6:7]
	s_clause 0x1
	global_load_b128 v[26:29], v0, s[8:9] scale_offset
	global_load_b32 v30, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_f16_16x16x128_bf8_bf8 v[26:29], v[18:25], v[2:17], v[30:31]
	global_store_b128 v0, v[26:29], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_f16_16x16x128_bf8_bf8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end41:
	.size	swmmac_f16_16x16x128_bf8_bf8, .Lfunc_end41-swmmac_f16_16x16x128_bf8_bf8
                                        ; -- End function
	.set swmmac_f16_16x16x128_bf8_bf8.num_vgpr, 32
	.set swmmac_f16_16x16x128_bf8_bf8.num_agpr, 0
	.set swmmac_f16_16x16x128_bf8_bf8.numbered_sgpr, 12
	.set swmmac_f16_16x16x128_bf8_bf8.num_named_barrier, 0
	.set swmmac_f16_16x16x128_bf8_bf8.private_seg_size, 0
	.set swmmac_f16_16x16x128_bf8_bf8.uses_vcc, 0
	.set swmmac_f16_16x16x128_bf8_bf8.uses_flat_scratch, 0
	.set swmmac_f16_16x16x128_bf8_bf8.has_dyn_sized_stack, 0
	.set swmmac_f16_16x16x128_bf8_bf8.has_recursion, 0
	.set swmmac_f16_16x16x128_bf8_bf8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 32
; NamedBarCnt: 0
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
	.protected	swmmac_i32_16x16x128_iu8 ; -- Begin function swmmac_i32_16x16x128_iu8
	.globl	swmmac_i32_16x16x128_iu8
	.p2align	8
	.type	swmmac_i32_16x16x128_iu8,@function
swmmac_i32_16x16x128_iu8:               ; @swmmac_i32_16x16x128_iu8
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v1, 6, v0 :: v_dual_lshlrev_b32 v35, 5, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[14:17], v1, s[6:7] offset:48
	global_load_b128 v[10:13], v1, s[6:7] offset:32
	global_load_b128 v[6:9], v1, s[6:7] offset:16
	global_load_b128 v[2:5], v1, s[6:7]
	s_clause 0x3
	global_load_b128 v[22:25], v35, s[4:5] offset:16
	global_load_b128 v[30:33], v35, s[8:9] offset:16
	global_load_b128 v[18:21], v35, s[4:5]
	global_load_b128 v[26:29], v35, s[8:9]
	global_load_b32 v34, v0, s[10:11] scale_offset
	s_wait_loadcnt 0x0
	v_swmmac_i32_16x16x128_iu8 v[26:33], v[18:25], v[2:17], v[34:35]
	s_clause 0x1
	global_store_b128 v35, v[30:33], s[0:1] offset:16
	global_store_b128 v35, v[26:29], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel swmmac_i32_16x16x128_iu8
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end42:
	.size	swmmac_i32_16x16x128_iu8, .Lfunc_end42-swmmac_i32_16x16x128_iu8
                                        ; -- End function
	.set swmmac_i32_16x16x128_iu8.num_vgpr, 36
	.set swmmac_i32_16x16x128_iu8.num_agpr, 0
	.set swmmac_i32_16x16x128_iu8.numbered_sgpr, 12
	.set swmmac_i32_16x16x128_iu8.num_named_barrier, 0
	.set swmmac_i32_16x16x128_iu8.private_seg_size, 0
	.set swmmac_i32_16x16x128_iu8.uses_vcc, 0
	.set swmmac_i32_16x16x128_iu8.uses_flat_scratch, 0
	.set swmmac_i32_16x16x128_iu8.has_dyn_sized_stack, 0
	.set swmmac_i32_16x16x128_iu8.has_recursion, 0
	.set swmmac_i32_16x16x128_iu8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 12
; NumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 36
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x32_f16_neg_a_neg_b_cabs ; -- Begin function wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
	.globl	wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
	.p2align	8
	.type	wmma_f32_16x16x32_f16_neg_a_neg_b_cabs,@function
wmma_f32_16x16x32_f16_neg_a_neg_b_cabs: ; @wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_f16 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[1,1,0] neg_hi:[1,1,1]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end43:
	.size	wmma_f32_16x16x32_f16_neg_a_neg_b_cabs, .Lfunc_end43-wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
                                        ; -- End function
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.num_vgpr, 25
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.num_agpr, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.numbered_sgpr, 12
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.num_named_barrier, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.private_seg_size, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.uses_vcc, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.uses_flat_scratch, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.has_recursion, 0
	.set wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x64_fp8_fp8_cneg ; -- Begin function wmma_f32_16x16x64_fp8_fp8_cneg
	.globl	wmma_f32_16x16x64_fp8_fp8_cneg
	.p2align	8
	.type	wmma_f32_16x16x64_fp8_fp8_cneg,@function
wmma_f32_16x16x64_fp8_fp8_cneg:         ; @wmma_f32_16x16x64_fp8_fp8_cneg
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x64_fp8_fp8 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[0,0,1]
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x64_fp8_fp8_cneg
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end44:
	.size	wmma_f32_16x16x64_fp8_fp8_cneg, .Lfunc_end44-wmma_f32_16x16x64_fp8_fp8_cneg
                                        ; -- End function
	.set wmma_f32_16x16x64_fp8_fp8_cneg.num_vgpr, 25
	.set wmma_f32_16x16x64_fp8_fp8_cneg.num_agpr, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.numbered_sgpr, 12
	.set wmma_f32_16x16x64_fp8_fp8_cneg.num_named_barrier, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.private_seg_size, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.uses_vcc, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.uses_flat_scratch, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.has_recursion, 0
	.set wmma_f32_16x16x64_fp8_fp8_cneg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_i32_16x16x64_iu8_signed_clamp ; -- Begin function wmma_i32_16x16x64_iu8_signed_clamp
	.globl	wmma_i32_16x16x64_iu8_signed_clamp
	.p2align	8
	.type	wmma_i32_16x16x64_iu8_signed_clamp,@function
wmma_i32_16x16x64_iu8_signed_clamp:     ; @wmma_i32_16x16x64_iu8_signed_clamp
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v24, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[20:23], v24, s[8:9] offset:16
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[16:19], v24, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_i32_16x16x64_iu8 v[16:23], v[0:7], v[8:15], v[16:23] neg_lo:[1,1,0] clamp
	s_clause 0x1
	global_store_b128 v24, v[20:23], s[10:11] offset:16
	global_store_b128 v24, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_i32_16x16x64_iu8_signed_clamp
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end45:
	.size	wmma_i32_16x16x64_iu8_signed_clamp, .Lfunc_end45-wmma_i32_16x16x64_iu8_signed_clamp
                                        ; -- End function
	.set wmma_i32_16x16x64_iu8_signed_clamp.num_vgpr, 25
	.set wmma_i32_16x16x64_iu8_signed_clamp.num_agpr, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.numbered_sgpr, 12
	.set wmma_i32_16x16x64_iu8_signed_clamp.num_named_barrier, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.private_seg_size, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.uses_vcc, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.uses_flat_scratch, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.has_dyn_sized_stack, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.has_recursion, 0
	.set wmma_i32_16x16x64_iu8_signed_clamp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 12
; NumVgprs: 25
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 25
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_f8f6f4_fp6_bf6 ; -- Begin function wmma_f32_16x16x128_f8f6f4_fp6_bf6
	.globl	wmma_f32_16x16x128_f8f6f4_fp6_bf6
	.p2align	8
	.type	wmma_f32_16x16x128_f8f6f4_fp6_bf6,@function
wmma_f32_16x16x128_f8f6f4_fp6_bf6:      ; @wmma_f32_16x16x128_f8f6f4_fp6_bf6
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v32, 6, v0 :: v_dual_lshlrev_b32 v33, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x5
	global_load_b128 v[8:11], v32, s[4:5] offset:32
	global_load_b128 v[20:23], v32, s[6:7] offset:32
	global_load_b128 v[4:7], v32, s[4:5] offset:16
	global_load_b128 v[16:19], v32, s[6:7] offset:16
	global_load_b128 v[0:3], v32, s[4:5]
	global_load_b128 v[12:15], v32, s[6:7]
	s_clause 0x1
	global_load_b128 v[28:31], v33, s[8:9] offset:16
	global_load_b128 v[24:27], v33, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_f8f6f4 v[24:31], v[0:11], v[12:23], v[24:31] matrix_a_fmt:MATRIX_FMT_FP6 matrix_b_fmt:MATRIX_FMT_BF6
	s_clause 0x1
	global_store_b128 v33, v[28:31], s[10:11] offset:16
	global_store_b128 v33, v[24:27], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_f8f6f4_fp6_bf6
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end46:
	.size	wmma_f32_16x16x128_f8f6f4_fp6_bf6, .Lfunc_end46-wmma_f32_16x16x128_f8f6f4_fp6_bf6
                                        ; -- End function
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.num_vgpr, 34
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.num_agpr, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.numbered_sgpr, 12
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.num_named_barrier, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.private_seg_size, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.uses_vcc, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.has_recursion, 0
	.set wmma_f32_16x16x128_f8f6f4_fp6_bf6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; TotalNumSgprs: 12
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 34
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x128_f8f6f4_fp4_fp4 ; -- Begin function wmma_f32_16x16x128_f8f6f4_fp4_fp4
	.globl	wmma_f32_16x16x128_f8f6f4_fp4_fp4
	.p2align	8
	.type	wmma_f32_16x16x128_f8f6f4_fp4_fp4,@function
wmma_f32_16x16x128_f8f6f4_fp4_fp4:      ; @wmma_f32_16x16x128_f8f6f4_fp4_fp4
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_dual_lshlrev_b32 v24, 6, v0 :: v_dual_lshlrev_b32 v25, 5, v0
	s_wait_kmcnt 0x0
	s_clause 0x3
	global_load_b128 v[4:7], v24, s[4:5] offset:16
	global_load_b128 v[12:15], v24, s[6:7] offset:16
	global_load_b128 v[0:3], v24, s[4:5]
	global_load_b128 v[8:11], v24, s[6:7]
	s_clause 0x1
	global_load_b128 v[20:23], v25, s[8:9] offset:16
	global_load_b128 v[16:19], v25, s[8:9]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x128_f8f6f4 v[16:23], v[0:7], v[8:15], v[16:23] matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4
	s_clause 0x1
	global_store_b128 v25, v[20:23], s[10:11] offset:16
	global_store_b128 v25, v[16:19], s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x128_f8f6f4_fp4_fp4
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end47:
	.size	wmma_f32_16x16x128_f8f6f4_fp4_fp4, .Lfunc_end47-wmma_f32_16x16x128_f8f6f4_fp4_fp4
                                        ; -- End function
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.num_vgpr, 26
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.num_agpr, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.numbered_sgpr, 12
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.num_named_barrier, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.private_seg_size, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.uses_vcc, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.uses_flat_scratch, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.has_recursion, 0
	.set wmma_f32_16x16x128_f8f6f4_fp4_fp4.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 156
; TotalNumSgprs: 12
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 26
; NamedBarCnt: 0
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
	.protected	wmma_f32_16x16x32_bf16_chain2 ; -- Begin function wmma_f32_16x16x32_bf16_chain2
	.globl	wmma_f32_16x16x32_bf16_chain2
	.p2align	8
	.type	wmma_f32_16x16x32_bf16_chain2,@function
wmma_f32_16x16x32_bf16_chain2:          ; @wmma_f32_16x16x32_bf16_chain2
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v32, 5, v0
	s_wait_xcnt 0x0
	s_load_b128 s[0:3], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x7
	global_load_b128 v[4:7], v32, s[4:5] offset:16
	global_load_b128 v[12:15], v32, s[6:7] offset:16
	global_load_b128 v[0:3], v32, s[4:5]
	global_load_b128 v[8:11], v32, s[6:7]
	global_load_b128 v[20:23], v32, s[8:9] offset:16
	global_load_b128 v[16:19], v32, s[8:9]
	global_load_b128 v[28:31], v32, s[10:11] offset:16
	global_load_b128 v[24:27], v32, s[10:11]
	s_wait_loadcnt 0x2
	v_wmma_f32_16x16x32_bf16 v[16:23], v[0:7], v[8:15], v[16:23]
	s_clause 0x1
	global_load_b128 v[4:7], v32, s[0:1] offset:16
	global_load_b128 v[0:3], v32, s[0:1]
	s_wait_loadcnt 0x0
	v_wmma_f32_16x16x32_bf16 v[16:23], v[24:31], v[0:7], v[16:23]
	s_clause 0x1
	global_store_b128 v32, v[20:23], s[2:3] offset:16
	global_store_b128 v32, v[16:19], s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f32_16x16x32_bf16_chain2
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end48:
	.size	wmma_f32_16x16x32_bf16_chain2, .Lfunc_end48-wmma_f32_16x16x32_bf16_chain2
                                        ; -- End function
	.set wmma_f32_16x16x32_bf16_chain2.num_vgpr, 33
	.set wmma_f32_16x16x32_bf16_chain2.num_agpr, 0
	.set wmma_f32_16x16x32_bf16_chain2.numbered_sgpr, 12
	.set wmma_f32_16x16x32_bf16_chain2.num_named_barrier, 0
	.set wmma_f32_16x16x32_bf16_chain2.private_seg_size, 0
	.set wmma_f32_16x16x32_bf16_chain2.uses_vcc, 0
	.set wmma_f32_16x16x32_bf16_chain2.uses_flat_scratch, 0
	.set wmma_f32_16x16x32_bf16_chain2.has_dyn_sized_stack, 0
	.set wmma_f32_16x16x32_bf16_chain2.has_recursion, 0
	.set wmma_f32_16x16x32_bf16_chain2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; TotalNumSgprs: 12
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 33
; NamedBarCnt: 0
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
    .name:           wmma_f32_16x16x4_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x4_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_bf16_16x16x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16_16x16x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_bf16f32_16x16x32_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_bf16f32_16x16x32_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x32_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x32_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x32_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x64_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x64_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x64_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x64_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x64_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x64_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x64_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x64_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x64_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x64_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x64_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x64_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x64_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x64_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x64_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x64_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_i32_16x16x64_iu8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x64_iu8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x128_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x128_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x128_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x128_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x128_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x128_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f16_16x16x128_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f16_16x16x128_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_f8f6f4
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_f8f6f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_32x16x128_f4
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_32x16x128_f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_scale_f32_16x16x128_f8f6f4
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         wmma_scale_f32_16x16x128_f8f6f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_scale16_f32_16x16x128_f8f6f4
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         wmma_scale16_f32_16x16x128_f8f6f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_scale_f32_32x16x128_f4
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         wmma_scale_f32_32x16x128_f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_scale16_f32_32x16x128_f4
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         wmma_scale16_f32_32x16x128_f4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x64_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x64_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x64_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x64_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f16_16x16x64_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x64_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_bf16_16x16x64_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_bf16_16x16x64_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_bf16f32_16x16x64_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_bf16f32_16x16x64_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x128_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x128_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x128_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x128_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x128_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x128_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f32_16x16x128_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f32_16x16x128_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f16_16x16x128_fp8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x128_fp8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f16_16x16x128_fp8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x128_fp8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f16_16x16x128_bf8_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x128_bf8_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_f16_16x16x128_bf8_bf8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_f16_16x16x128_bf8_bf8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           swmmac_i32_16x16x128_iu8
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         swmmac_i32_16x16x128_iu8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x32_f16_neg_a_neg_b_cabs
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x32_f16_neg_a_neg_b_cabs.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x64_fp8_fp8_cneg
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x64_fp8_fp8_cneg.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_i32_16x16x64_iu8_signed_clamp
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_i32_16x16x64_iu8_signed_clamp.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_f8f6f4_fp6_bf6
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_f8f6f4_fp6_bf6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x128_f8f6f4_fp4_fp4
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x128_f8f6f4_fp4_fp4.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           wmma_f32_16x16x32_bf16_chain2
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wmma_f32_16x16x32_bf16_chain2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     33
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
