	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_f32_32x32x1f32     ; -- Begin function mfma_f32_32x32x1f32
	.globl	mfma_f32_32x32x1f32
	.p2align	8
	.type	mfma_f32_32x32x1f32,@function
mfma_f32_32x32x1f32:                    ; @mfma_f32_32x32x1f32
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v33, 7, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[29:32], v33, s[12:13] offset:112
	global_load_dwordx4 v[25:28], v33, s[12:13] offset:96
	global_load_dwordx4 v[21:24], v33, s[12:13] offset:80
	global_load_dwordx4 v[17:20], v33, s[12:13] offset:64
	global_load_dwordx4 v[13:16], v33, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v33, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v33, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v33, s[12:13]
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	v_accvgpr_write_b32 a16, v17
	v_accvgpr_write_b32 a17, v18
	v_accvgpr_write_b32 a18, v19
	v_accvgpr_write_b32 a19, v20
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a23, v24
	v_accvgpr_write_b32 a24, v25
	v_accvgpr_write_b32 a25, v26
	v_accvgpr_write_b32 a26, v27
	v_accvgpr_write_b32 a27, v28
	v_accvgpr_write_b32 a28, v29
	v_accvgpr_write_b32 a29, v30
	v_accvgpr_write_b32 a30, v31
	v_accvgpr_write_b32 a31, v32
	global_load_dword v1, v0, s[8:9]
	global_load_dword v2, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a27
	v_accvgpr_read_b32 v2, a26
	v_accvgpr_read_b32 v1, a25
	v_accvgpr_read_b32 v0, a24
	v_accvgpr_read_b32 v7, a31
	v_accvgpr_read_b32 v6, a30
	v_accvgpr_read_b32 v5, a29
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v15, a23
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v19, a11
	v_accvgpr_read_b32 v18, a10
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v16, a8
	v_accvgpr_read_b32 v23, a15
	v_accvgpr_read_b32 v22, a14
	v_accvgpr_read_b32 v21, a13
	v_accvgpr_read_b32 v20, a12
	v_accvgpr_read_b32 v27, a3
	v_accvgpr_read_b32 v26, a2
	v_accvgpr_read_b32 v25, a1
	v_accvgpr_read_b32 v24, a0
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:96
	s_nop 0
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	global_store_dwordx4 v33, v[4:7], s[14:15] offset:112
	global_store_dwordx4 v33, v[8:11], s[14:15] offset:64
	global_store_dwordx4 v33, v[12:15], s[14:15] offset:80
	global_store_dwordx4 v33, v[16:19], s[14:15] offset:32
	global_store_dwordx4 v33, v[20:23], s[14:15] offset:48
	global_store_dwordx4 v33, v[24:27], s[14:15]
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_32x32x1f32.num_vgpr, 34
	.set mfma_f32_32x32x1f32.num_agpr, 32
	.set mfma_f32_32x32x1f32.numbered_sgpr, 16
	.set mfma_f32_32x32x1f32.num_named_barrier, 0
	.set mfma_f32_32x32x1f32.private_seg_size, 0
	.set mfma_f32_32x32x1f32.uses_vcc, 0
	.set mfma_f32_32x32x1f32.uses_flat_scratch, 0
	.set mfma_f32_32x32x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x1f32.has_recursion, 0
	.set mfma_f32_32x32x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 20
; NumVgprs: 34
; NumAgprs: 32
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x1f32     ; -- Begin function mfma_f32_16x16x1f32
	.globl	mfma_f32_16x16x1f32
	.p2align	8
	.type	mfma_f32_16x16x1f32,@function
mfma_f32_16x16x1f32:                    ; @mfma_f32_16x16x1f32
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x1f32 a[0:15], v18, v19, a[0:15]
	s_nop 9
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v17, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v17, v[8:11], s[14:15]
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_16x16x1f32.num_agpr, 16
	.set mfma_f32_16x16x1f32.numbered_sgpr, 16
	.set mfma_f32_16x16x1f32.num_named_barrier, 0
	.set mfma_f32_16x16x1f32.private_seg_size, 0
	.set mfma_f32_16x16x1f32.uses_vcc, 0
	.set mfma_f32_16x16x1f32.uses_flat_scratch, 0
	.set mfma_f32_16x16x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x1f32.has_recursion, 0
	.set mfma_f32_16x16x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_4x4x1f32       ; -- Begin function mfma_f32_4x4x1f32
	.globl	mfma_f32_4x4x1f32
	.p2align	8
	.type	mfma_f32_4x4x1f32,@function
mfma_f32_4x4x1f32:                      ; @mfma_f32_4x4x1f32
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x1f32 a[0:3], v5, v7, a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x1f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_4x4x1f32.num_vgpr, 8
	.set mfma_f32_4x4x1f32.num_agpr, 4
	.set mfma_f32_4x4x1f32.numbered_sgpr, 16
	.set mfma_f32_4x4x1f32.num_named_barrier, 0
	.set mfma_f32_4x4x1f32.private_seg_size, 0
	.set mfma_f32_4x4x1f32.uses_vcc, 0
	.set mfma_f32_4x4x1f32.uses_flat_scratch, 0
	.set mfma_f32_4x4x1f32.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x1f32.has_recursion, 0
	.set mfma_f32_4x4x1f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x2f32     ; -- Begin function mfma_f32_32x32x2f32
	.globl	mfma_f32_32x32x2f32
	.p2align	8
	.type	mfma_f32_32x32x2f32,@function
mfma_f32_32x32x2f32:                    ; @mfma_f32_32x32x2f32
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 a[0:15], v18, v19, a[0:15]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v17, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v17, v[8:11], s[14:15]
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x2f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_32x32x2f32.num_agpr, 16
	.set mfma_f32_32x32x2f32.numbered_sgpr, 16
	.set mfma_f32_32x32x2f32.num_named_barrier, 0
	.set mfma_f32_32x32x2f32.private_seg_size, 0
	.set mfma_f32_32x32x2f32.uses_vcc, 0
	.set mfma_f32_32x32x2f32.uses_flat_scratch, 0
	.set mfma_f32_32x32x2f32.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x2f32.has_recursion, 0
	.set mfma_f32_32x32x2f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x4f32     ; -- Begin function mfma_f32_16x16x4f32
	.globl	mfma_f32_16x16x4f32
	.p2align	8
	.type	mfma_f32_16x16x4f32,@function
mfma_f32_16x16x4f32:                    ; @mfma_f32_16x16x4f32
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v5, v7, a[0:3]
	s_nop 9
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_16x16x4f32.num_vgpr, 8
	.set mfma_f32_16x16x4f32.num_agpr, 4
	.set mfma_f32_16x16x4f32.numbered_sgpr, 16
	.set mfma_f32_16x16x4f32.num_named_barrier, 0
	.set mfma_f32_16x16x4f32.private_seg_size, 0
	.set mfma_f32_16x16x4f32.uses_vcc, 0
	.set mfma_f32_16x16x4f32.uses_flat_scratch, 0
	.set mfma_f32_16x16x4f32.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x4f32.has_recursion, 0
	.set mfma_f32_16x16x4f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x4f16     ; -- Begin function mfma_f32_32x32x4f16
	.globl	mfma_f32_32x32x4f16
	.p2align	8
	.type	mfma_f32_32x32x4f16,@function
mfma_f32_32x32x4f16:                    ; @mfma_f32_32x32x4f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v33, 7, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[29:32], v33, s[12:13] offset:112
	global_load_dwordx4 v[25:28], v33, s[12:13] offset:96
	global_load_dwordx4 v[21:24], v33, s[12:13] offset:80
	global_load_dwordx4 v[17:20], v33, s[12:13] offset:64
	global_load_dwordx4 v[13:16], v33, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v33, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v33, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v33, s[12:13]
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	v_accvgpr_write_b32 a16, v17
	v_accvgpr_write_b32 a17, v18
	v_accvgpr_write_b32 a18, v19
	v_accvgpr_write_b32 a19, v20
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a23, v24
	v_accvgpr_write_b32 a24, v25
	v_accvgpr_write_b32 a25, v26
	v_accvgpr_write_b32 a26, v27
	v_accvgpr_write_b32 a27, v28
	v_accvgpr_write_b32 a28, v29
	v_accvgpr_write_b32 a29, v30
	v_accvgpr_write_b32 a30, v31
	v_accvgpr_write_b32 a31, v32
	v_lshlrev_b32_e32 v4, 3, v0
	global_load_dwordx2 v[0:1], v4, s[8:9]
	global_load_dwordx2 v[2:3], v4, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x4f16 a[0:31], v[0:1], v[2:3], a[0:31]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a27
	v_accvgpr_read_b32 v2, a26
	v_accvgpr_read_b32 v1, a25
	v_accvgpr_read_b32 v0, a24
	v_accvgpr_read_b32 v7, a31
	v_accvgpr_read_b32 v6, a30
	v_accvgpr_read_b32 v5, a29
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v15, a23
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v19, a11
	v_accvgpr_read_b32 v18, a10
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v16, a8
	v_accvgpr_read_b32 v23, a15
	v_accvgpr_read_b32 v22, a14
	v_accvgpr_read_b32 v21, a13
	v_accvgpr_read_b32 v20, a12
	v_accvgpr_read_b32 v27, a3
	v_accvgpr_read_b32 v26, a2
	v_accvgpr_read_b32 v25, a1
	v_accvgpr_read_b32 v24, a0
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:96
	s_nop 0
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	global_store_dwordx4 v33, v[4:7], s[14:15] offset:112
	global_store_dwordx4 v33, v[8:11], s[14:15] offset:64
	global_store_dwordx4 v33, v[12:15], s[14:15] offset:80
	global_store_dwordx4 v33, v[16:19], s[14:15] offset:32
	global_store_dwordx4 v33, v[20:23], s[14:15] offset:48
	global_store_dwordx4 v33, v[24:27], s[14:15]
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_32x32x4f16.num_vgpr, 34
	.set mfma_f32_32x32x4f16.num_agpr, 32
	.set mfma_f32_32x32x4f16.numbered_sgpr, 16
	.set mfma_f32_32x32x4f16.num_named_barrier, 0
	.set mfma_f32_32x32x4f16.private_seg_size, 0
	.set mfma_f32_32x32x4f16.uses_vcc, 0
	.set mfma_f32_32x32x4f16.uses_flat_scratch, 0
	.set mfma_f32_32x32x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x4f16.has_recursion, 0
	.set mfma_f32_32x32x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 20
; NumVgprs: 34
; NumAgprs: 32
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x4f16     ; -- Begin function mfma_f32_16x16x4f16
	.globl	mfma_f32_16x16x4f16
	.p2align	8
	.type	mfma_f32_16x16x4f16,@function
mfma_f32_16x16x4f16:                    ; @mfma_f32_16x16x4f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v19, 6, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[13:16], v19, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v19, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v19, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v19, s[12:13]
	global_load_dwordx2 v[17:18], v0, s[8:9]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	global_load_dwordx2 v[0:1], v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f16 a[0:15], v[17:18], v[0:1], a[0:15]
	s_nop 9
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v19, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v19, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v19, v[8:11], s[14:15]
	global_store_dwordx4 v19, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_16x16x4f16.num_vgpr, 20
	.set mfma_f32_16x16x4f16.num_agpr, 16
	.set mfma_f32_16x16x4f16.numbered_sgpr, 16
	.set mfma_f32_16x16x4f16.num_named_barrier, 0
	.set mfma_f32_16x16x4f16.private_seg_size, 0
	.set mfma_f32_16x16x4f16.uses_vcc, 0
	.set mfma_f32_16x16x4f16.uses_flat_scratch, 0
	.set mfma_f32_16x16x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x4f16.has_recursion, 0
	.set mfma_f32_16x16x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_4x4x4f16       ; -- Begin function mfma_f32_4x4x4f16
	.globl	mfma_f32_4x4x4f16
	.p2align	8
	.type	mfma_f32_4x4x4f16,@function
mfma_f32_4x4x4f16:                      ; @mfma_f32_4x4x4f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshlrev_b32_e32 v9, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v9, s[12:13]
	global_load_dwordx2 v[6:7], v8, s[10:11]
	global_load_dwordx2 v[4:5], v8, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[6:7], a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v9, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x4f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_4x4x4f16.num_agpr, 4
	.set mfma_f32_4x4x4f16.numbered_sgpr, 16
	.set mfma_f32_4x4x4f16.num_named_barrier, 0
	.set mfma_f32_4x4x4f16.private_seg_size, 0
	.set mfma_f32_4x4x4f16.uses_vcc, 0
	.set mfma_f32_4x4x4f16.uses_flat_scratch, 0
	.set mfma_f32_4x4x4f16.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x4f16.has_recursion, 0
	.set mfma_f32_4x4x4f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 4
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x8f16     ; -- Begin function mfma_f32_32x32x8f16
	.globl	mfma_f32_32x32x8f16
	.p2align	8
	.type	mfma_f32_32x32x8f16,@function
mfma_f32_32x32x8f16:                    ; @mfma_f32_32x32x8f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v19, 6, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[13:16], v19, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v19, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v19, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v19, s[12:13]
	global_load_dwordx2 v[17:18], v0, s[8:9]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	global_load_dwordx2 v[0:1], v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[17:18], v[0:1], a[0:15]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v19, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v19, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v19, v[8:11], s[14:15]
	global_store_dwordx4 v19, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_32x32x8f16.num_vgpr, 20
	.set mfma_f32_32x32x8f16.num_agpr, 16
	.set mfma_f32_32x32x8f16.numbered_sgpr, 16
	.set mfma_f32_32x32x8f16.num_named_barrier, 0
	.set mfma_f32_32x32x8f16.private_seg_size, 0
	.set mfma_f32_32x32x8f16.uses_vcc, 0
	.set mfma_f32_32x32x8f16.uses_flat_scratch, 0
	.set mfma_f32_32x32x8f16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8f16.has_recursion, 0
	.set mfma_f32_32x32x8f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x16f16    ; -- Begin function mfma_f32_16x16x16f16
	.globl	mfma_f32_16x16x16f16
	.p2align	8
	.type	mfma_f32_16x16x16f16,@function
mfma_f32_16x16x16f16:                   ; @mfma_f32_16x16x16f16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshlrev_b32_e32 v9, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v9, s[12:13]
	global_load_dwordx2 v[6:7], v8, s[10:11]
	global_load_dwordx2 v[4:5], v8, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16f16 a[0:3], v[4:5], v[6:7], a[0:3]
	s_nop 9
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v9, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x16f16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_f32_16x16x16f16.num_agpr, 4
	.set mfma_f32_16x16x16f16.numbered_sgpr, 16
	.set mfma_f32_16x16x16f16.num_named_barrier, 0
	.set mfma_f32_16x16x16f16.private_seg_size, 0
	.set mfma_f32_16x16x16f16.uses_vcc, 0
	.set mfma_f32_16x16x16f16.uses_flat_scratch, 0
	.set mfma_f32_16x16x16f16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x16f16.has_recursion, 0
	.set mfma_f32_16x16x16f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 4
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_32x32x4i8      ; -- Begin function mfma_i32_32x32x4i8
	.globl	mfma_i32_32x32x4i8
	.p2align	8
	.type	mfma_i32_32x32x4i8,@function
mfma_i32_32x32x4i8:                     ; @mfma_i32_32x32x4i8
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v33, 7, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[29:32], v33, s[12:13] offset:112
	global_load_dwordx4 v[25:28], v33, s[12:13] offset:96
	global_load_dwordx4 v[21:24], v33, s[12:13] offset:80
	global_load_dwordx4 v[17:20], v33, s[12:13] offset:64
	global_load_dwordx4 v[13:16], v33, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v33, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v33, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v33, s[12:13]
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	v_accvgpr_write_b32 a16, v17
	v_accvgpr_write_b32 a17, v18
	v_accvgpr_write_b32 a18, v19
	v_accvgpr_write_b32 a19, v20
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a23, v24
	v_accvgpr_write_b32 a24, v25
	v_accvgpr_write_b32 a25, v26
	v_accvgpr_write_b32 a26, v27
	v_accvgpr_write_b32 a27, v28
	v_accvgpr_write_b32 a28, v29
	v_accvgpr_write_b32 a29, v30
	v_accvgpr_write_b32 a30, v31
	v_accvgpr_write_b32 a31, v32
	global_load_dword v1, v0, s[8:9]
	global_load_dword v2, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_i32_32x32x4i8 a[0:31], v1, v2, a[0:31]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v15, a27
	v_accvgpr_read_b32 v14, a26
	v_accvgpr_read_b32 v13, a25
	v_accvgpr_read_b32 v12, a24
	v_accvgpr_read_b32 v19, a31
	v_accvgpr_read_b32 v18, a30
	v_accvgpr_read_b32 v17, a29
	v_accvgpr_read_b32 v16, a28
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v11, a15
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v9, a13
	v_accvgpr_read_b32 v8, a12
	v_accvgpr_read_b32 v23, a19
	v_accvgpr_read_b32 v22, a18
	v_accvgpr_read_b32 v21, a17
	v_accvgpr_read_b32 v20, a16
	v_accvgpr_read_b32 v27, a23
	v_accvgpr_read_b32 v26, a22
	v_accvgpr_read_b32 v25, a21
	v_accvgpr_read_b32 v24, a20
	global_store_dwordx4 v33, v[12:15], s[14:15] offset:96
	s_nop 0
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	global_store_dwordx4 v33, v[16:19], s[14:15] offset:112
	global_store_dwordx4 v33, v[20:23], s[14:15] offset:64
	global_store_dwordx4 v33, v[24:27], s[14:15] offset:80
	global_store_dwordx4 v33, v[12:15], s[14:15] offset:32
	global_store_dwordx4 v33, v[8:11], s[14:15] offset:48
	global_store_dwordx4 v33, v[4:7], s[14:15]
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_i32_32x32x4i8.num_vgpr, 34
	.set mfma_i32_32x32x4i8.num_agpr, 32
	.set mfma_i32_32x32x4i8.numbered_sgpr, 16
	.set mfma_i32_32x32x4i8.num_named_barrier, 0
	.set mfma_i32_32x32x4i8.private_seg_size, 0
	.set mfma_i32_32x32x4i8.uses_vcc, 0
	.set mfma_i32_32x32x4i8.uses_flat_scratch, 0
	.set mfma_i32_32x32x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_32x32x4i8.has_recursion, 0
	.set mfma_i32_32x32x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 20
; NumVgprs: 34
; NumAgprs: 32
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_16x16x4i8      ; -- Begin function mfma_i32_16x16x4i8
	.globl	mfma_i32_16x16x4i8
	.p2align	8
	.type	mfma_i32_16x16x4i8,@function
mfma_i32_16x16x4i8:                     ; @mfma_i32_16x16x4i8
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x4i8 a[0:15], v18, v19, a[0:15]
	s_nop 9
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v11, a15
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v9, a13
	v_accvgpr_read_b32 v8, a12
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:32
	s_nop 0
	global_store_dwordx4 v17, v[8:11], s[14:15] offset:48
	global_store_dwordx4 v17, v[4:7], s[14:15]
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_i32_16x16x4i8.num_agpr, 16
	.set mfma_i32_16x16x4i8.numbered_sgpr, 16
	.set mfma_i32_16x16x4i8.num_named_barrier, 0
	.set mfma_i32_16x16x4i8.private_seg_size, 0
	.set mfma_i32_16x16x4i8.uses_vcc, 0
	.set mfma_i32_16x16x4i8.uses_flat_scratch, 0
	.set mfma_i32_16x16x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x4i8.has_recursion, 0
	.set mfma_i32_16x16x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_4x4x4i8        ; -- Begin function mfma_i32_4x4x4i8
	.globl	mfma_i32_4x4x4i8
	.p2align	8
	.type	mfma_i32_4x4x4i8,@function
mfma_i32_4x4x4i8:                       ; @mfma_i32_4x4x4i8
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_i32_4x4x4i8 a[0:3], v5, v7, a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_4x4x4i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_i32_4x4x4i8.num_vgpr, 8
	.set mfma_i32_4x4x4i8.num_agpr, 4
	.set mfma_i32_4x4x4i8.numbered_sgpr, 16
	.set mfma_i32_4x4x4i8.num_named_barrier, 0
	.set mfma_i32_4x4x4i8.private_seg_size, 0
	.set mfma_i32_4x4x4i8.uses_vcc, 0
	.set mfma_i32_4x4x4i8.uses_flat_scratch, 0
	.set mfma_i32_4x4x4i8.has_dyn_sized_stack, 0
	.set mfma_i32_4x4x4i8.has_recursion, 0
	.set mfma_i32_4x4x4i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_32x32x8i8      ; -- Begin function mfma_i32_32x32x8i8
	.globl	mfma_i32_32x32x8i8
	.p2align	8
	.type	mfma_i32_32x32x8i8,@function
mfma_i32_32x32x8i8:                     ; @mfma_i32_32x32x8i8
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_i32_32x32x8i8 a[0:15], v18, v19, a[0:15]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v11, a15
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v9, a13
	v_accvgpr_read_b32 v8, a12
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:32
	s_nop 0
	global_store_dwordx4 v17, v[8:11], s[14:15] offset:48
	global_store_dwordx4 v17, v[4:7], s[14:15]
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_32x32x8i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_i32_32x32x8i8, .Lfunc_end13-mfma_i32_32x32x8i8
                                        ; -- End function
	.set mfma_i32_32x32x8i8.num_vgpr, 20
	.set mfma_i32_32x32x8i8.num_agpr, 16
	.set mfma_i32_32x32x8i8.numbered_sgpr, 16
	.set mfma_i32_32x32x8i8.num_named_barrier, 0
	.set mfma_i32_32x32x8i8.private_seg_size, 0
	.set mfma_i32_32x32x8i8.uses_vcc, 0
	.set mfma_i32_32x32x8i8.uses_flat_scratch, 0
	.set mfma_i32_32x32x8i8.has_dyn_sized_stack, 0
	.set mfma_i32_32x32x8i8.has_recursion, 0
	.set mfma_i32_32x32x8i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 388
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_16x16x16i8     ; -- Begin function mfma_i32_16x16x16i8
	.globl	mfma_i32_16x16x16i8
	.p2align	8
	.type	mfma_i32_16x16x16i8,@function
mfma_i32_16x16x16i8:                    ; @mfma_i32_16x16x16i8
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x16i8 a[0:3], v5, v7, a[0:3]
	s_nop 9
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x16i8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_i32_16x16x16i8, .Lfunc_end14-mfma_i32_16x16x16i8
                                        ; -- End function
	.set mfma_i32_16x16x16i8.num_vgpr, 8
	.set mfma_i32_16x16x16i8.num_agpr, 4
	.set mfma_i32_16x16x16i8.numbered_sgpr, 16
	.set mfma_i32_16x16x16i8.num_named_barrier, 0
	.set mfma_i32_16x16x16i8.private_seg_size, 0
	.set mfma_i32_16x16x16i8.uses_vcc, 0
	.set mfma_i32_16x16x16i8.uses_flat_scratch, 0
	.set mfma_i32_16x16x16i8.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x16i8.has_recursion, 0
	.set mfma_i32_16x16x16i8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x2bf16    ; -- Begin function mfma_f32_32x32x2bf16
	.globl	mfma_f32_32x32x2bf16
	.p2align	8
	.type	mfma_f32_32x32x2bf16,@function
mfma_f32_32x32x2bf16:                   ; @mfma_f32_32x32x2bf16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v33, 7, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[29:32], v33, s[12:13] offset:112
	global_load_dwordx4 v[25:28], v33, s[12:13] offset:96
	global_load_dwordx4 v[21:24], v33, s[12:13] offset:80
	global_load_dwordx4 v[17:20], v33, s[12:13] offset:64
	global_load_dwordx4 v[13:16], v33, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v33, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v33, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v33, s[12:13]
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	v_accvgpr_write_b32 a16, v17
	v_accvgpr_write_b32 a17, v18
	v_accvgpr_write_b32 a18, v19
	v_accvgpr_write_b32 a19, v20
	v_accvgpr_write_b32 a20, v21
	v_accvgpr_write_b32 a21, v22
	v_accvgpr_write_b32 a22, v23
	v_accvgpr_write_b32 a23, v24
	v_accvgpr_write_b32 a24, v25
	v_accvgpr_write_b32 a25, v26
	v_accvgpr_write_b32 a26, v27
	v_accvgpr_write_b32 a27, v28
	v_accvgpr_write_b32 a28, v29
	v_accvgpr_write_b32 a29, v30
	v_accvgpr_write_b32 a30, v31
	v_accvgpr_write_b32 a31, v32
	global_load_dword v1, v0, s[8:9]
	global_load_dword v2, v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2bf16 a[0:31], v1, v2, a[0:31]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a27
	v_accvgpr_read_b32 v2, a26
	v_accvgpr_read_b32 v1, a25
	v_accvgpr_read_b32 v0, a24
	v_accvgpr_read_b32 v7, a31
	v_accvgpr_read_b32 v6, a30
	v_accvgpr_read_b32 v5, a29
	v_accvgpr_read_b32 v4, a28
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v15, a23
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v19, a11
	v_accvgpr_read_b32 v18, a10
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v16, a8
	v_accvgpr_read_b32 v23, a15
	v_accvgpr_read_b32 v22, a14
	v_accvgpr_read_b32 v21, a13
	v_accvgpr_read_b32 v20, a12
	v_accvgpr_read_b32 v27, a3
	v_accvgpr_read_b32 v26, a2
	v_accvgpr_read_b32 v25, a1
	v_accvgpr_read_b32 v24, a0
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:96
	s_nop 0
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	global_store_dwordx4 v33, v[4:7], s[14:15] offset:112
	global_store_dwordx4 v33, v[8:11], s[14:15] offset:64
	global_store_dwordx4 v33, v[12:15], s[14:15] offset:80
	global_store_dwordx4 v33, v[16:19], s[14:15] offset:32
	global_store_dwordx4 v33, v[20:23], s[14:15] offset:48
	global_store_dwordx4 v33, v[24:27], s[14:15]
	global_store_dwordx4 v33, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x2bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_32x32x2bf16, .Lfunc_end15-mfma_f32_32x32x2bf16
                                        ; -- End function
	.set mfma_f32_32x32x2bf16.num_vgpr, 34
	.set mfma_f32_32x32x2bf16.num_agpr, 32
	.set mfma_f32_32x32x2bf16.numbered_sgpr, 16
	.set mfma_f32_32x32x2bf16.num_named_barrier, 0
	.set mfma_f32_32x32x2bf16.private_seg_size, 0
	.set mfma_f32_32x32x2bf16.uses_vcc, 0
	.set mfma_f32_32x32x2bf16.uses_flat_scratch, 0
	.set mfma_f32_32x32x2bf16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x2bf16.has_recursion, 0
	.set mfma_f32_32x32x2bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 708
; TotalNumSgprs: 20
; NumVgprs: 34
; NumAgprs: 32
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 34
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x2bf16    ; -- Begin function mfma_f32_16x16x2bf16
	.globl	mfma_f32_16x16x2bf16
	.p2align	8
	.type	mfma_f32_16x16x2bf16,@function
mfma_f32_16x16x2bf16:                   ; @mfma_f32_16x16x2bf16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x2bf16 a[0:15], v18, v19, a[0:15]
	s_nop 9
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v17, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v17, v[8:11], s[14:15]
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x2bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_16x16x2bf16, .Lfunc_end16-mfma_f32_16x16x2bf16
                                        ; -- End function
	.set mfma_f32_16x16x2bf16.num_vgpr, 20
	.set mfma_f32_16x16x2bf16.num_agpr, 16
	.set mfma_f32_16x16x2bf16.numbered_sgpr, 16
	.set mfma_f32_16x16x2bf16.num_named_barrier, 0
	.set mfma_f32_16x16x2bf16.private_seg_size, 0
	.set mfma_f32_16x16x2bf16.uses_vcc, 0
	.set mfma_f32_16x16x2bf16.uses_flat_scratch, 0
	.set mfma_f32_16x16x2bf16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x2bf16.has_recursion, 0
	.set mfma_f32_16x16x2bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 380
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_4x4x2bf16      ; -- Begin function mfma_f32_4x4x2bf16
	.globl	mfma_f32_4x4x2bf16
	.p2align	8
	.type	mfma_f32_4x4x2bf16,@function
mfma_f32_4x4x2bf16:                     ; @mfma_f32_4x4x2bf16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x2bf16 a[0:3], v5, v7, a[0:3]
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x2bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_4x4x2bf16, .Lfunc_end17-mfma_f32_4x4x2bf16
                                        ; -- End function
	.set mfma_f32_4x4x2bf16.num_vgpr, 8
	.set mfma_f32_4x4x2bf16.num_agpr, 4
	.set mfma_f32_4x4x2bf16.numbered_sgpr, 16
	.set mfma_f32_4x4x2bf16.num_named_barrier, 0
	.set mfma_f32_4x4x2bf16.private_seg_size, 0
	.set mfma_f32_4x4x2bf16.uses_vcc, 0
	.set mfma_f32_4x4x2bf16.uses_flat_scratch, 0
	.set mfma_f32_4x4x2bf16.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x2bf16.has_recursion, 0
	.set mfma_f32_4x4x2bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x4bf16    ; -- Begin function mfma_f32_32x32x4bf16
	.globl	mfma_f32_32x32x4bf16
	.p2align	8
	.type	mfma_f32_32x32x4bf16,@function
mfma_f32_32x32x4bf16:                   ; @mfma_f32_32x32x4bf16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x4bf16 a[0:15], v18, v19, a[0:15]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v17, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v17, v[8:11], s[14:15]
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x4bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_32x32x4bf16, .Lfunc_end18-mfma_f32_32x32x4bf16
                                        ; -- End function
	.set mfma_f32_32x32x4bf16.num_vgpr, 20
	.set mfma_f32_32x32x4bf16.num_agpr, 16
	.set mfma_f32_32x32x4bf16.numbered_sgpr, 16
	.set mfma_f32_32x32x4bf16.num_named_barrier, 0
	.set mfma_f32_32x32x4bf16.private_seg_size, 0
	.set mfma_f32_32x32x4bf16.uses_vcc, 0
	.set mfma_f32_32x32x4bf16.uses_flat_scratch, 0
	.set mfma_f32_32x32x4bf16.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x4bf16.has_recursion, 0
	.set mfma_f32_32x32x4bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_16x16x8bf16    ; -- Begin function mfma_f32_16x16x8bf16
	.globl	mfma_f32_16x16x8bf16
	.p2align	8
	.type	mfma_f32_16x16x8bf16,@function
mfma_f32_16x16x8bf16:                   ; @mfma_f32_16x16x8bf16
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v6, s[12:13]
	global_load_dword v7, v4, s[10:11]
	global_load_dword v5, v4, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x8bf16 a[0:3], v5, v7, a[0:3]
	s_nop 9
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v6, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_16x16x8bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_16x16x8bf16, .Lfunc_end19-mfma_f32_16x16x8bf16
                                        ; -- End function
	.set mfma_f32_16x16x8bf16.num_vgpr, 8
	.set mfma_f32_16x16x8bf16.num_agpr, 4
	.set mfma_f32_16x16x8bf16.numbered_sgpr, 16
	.set mfma_f32_16x16x8bf16.num_named_barrier, 0
	.set mfma_f32_16x16x8bf16.private_seg_size, 0
	.set mfma_f32_16x16x8bf16.uses_vcc, 0
	.set mfma_f32_16x16x8bf16.uses_flat_scratch, 0
	.set mfma_f32_16x16x8bf16.has_dyn_sized_stack, 0
	.set mfma_f32_16x16x8bf16.has_recursion, 0
	.set mfma_f32_16x16x8bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 4
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5 ; -- Begin function mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
	.globl	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
	.p2align	8
	.type	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5,@function
mfma_f32_4x4x4f16_cbsz2_abid3_blgp5:    ; @mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v8, 3, v0
	v_lshlrev_b32_e32 v9, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v9, s[12:13]
	global_load_dwordx2 v[6:7], v8, s[10:11]
	global_load_dwordx2 v[4:5], v8, s[8:9]
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	s_waitcnt vmcnt(0)
	v_mfma_f32_4x4x4f16 a[0:3], v[4:5], v[6:7], a[0:3] cbsz:2 abid:3 blgp:5
	s_nop 3
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	s_nop 1
	global_store_dwordx4 v9, v[0:3], s[14:15]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_4x4x4f16_cbsz2_abid3_blgp5, .Lfunc_end20-mfma_f32_4x4x4f16_cbsz2_abid3_blgp5
                                        ; -- End function
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_vgpr, 10
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_agpr, 4
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.numbered_sgpr, 16
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.num_named_barrier, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.private_seg_size, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.uses_vcc, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.uses_flat_scratch, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_dyn_sized_stack, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_recursion, 0
	.set mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 4
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x8f16_blgp1 ; -- Begin function mfma_f32_32x32x8f16_blgp1
	.globl	mfma_f32_32x32x8f16_blgp1
	.p2align	8
	.type	mfma_f32_32x32x8f16_blgp1,@function
mfma_f32_32x32x8f16_blgp1:              ; @mfma_f32_32x32x8f16_blgp1
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v19, 6, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[13:16], v19, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v19, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v19, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v19, s[12:13]
	global_load_dwordx2 v[17:18], v0, s[8:9]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	global_load_dwordx2 v[0:1], v0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[17:18], v[0:1], a[0:15] blgp:1
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v19, v[0:3], s[14:15] offset:32
	global_store_dwordx4 v19, v[4:7], s[14:15] offset:48
	global_store_dwordx4 v19, v[8:11], s[14:15]
	global_store_dwordx4 v19, v[12:15], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8f16_blgp1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_32x32x8f16_blgp1, .Lfunc_end21-mfma_f32_32x32x8f16_blgp1
                                        ; -- End function
	.set mfma_f32_32x32x8f16_blgp1.num_vgpr, 20
	.set mfma_f32_32x32x8f16_blgp1.num_agpr, 16
	.set mfma_f32_32x32x8f16_blgp1.numbered_sgpr, 16
	.set mfma_f32_32x32x8f16_blgp1.num_named_barrier, 0
	.set mfma_f32_32x32x8f16_blgp1.private_seg_size, 0
	.set mfma_f32_32x32x8f16_blgp1.uses_vcc, 0
	.set mfma_f32_32x32x8f16_blgp1.uses_flat_scratch, 0
	.set mfma_f32_32x32x8f16_blgp1.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8f16_blgp1.has_recursion, 0
	.set mfma_f32_32x32x8f16_blgp1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_i32_16x16x4i8_cbsz1_abid1 ; -- Begin function mfma_i32_16x16x4i8_cbsz1_abid1
	.globl	mfma_i32_16x16x4i8_cbsz1_abid1
	.p2align	8
	.type	mfma_i32_16x16x4i8_cbsz1_abid1,@function
mfma_i32_16x16x4i8_cbsz1_abid1:         ; @mfma_i32_16x16x4i8_cbsz1_abid1
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 2, v0
	v_lshlrev_b32_e32 v17, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v18, v16, s[8:9]
	global_load_dwordx4 v[12:15], v17, s[12:13] offset:48
	global_load_dwordx4 v[8:11], v17, s[12:13] offset:32
	global_load_dwordx4 v[4:7], v17, s[12:13] offset:16
	global_load_dwordx4 v[0:3], v17, s[12:13]
	global_load_dword v19, v16, s[10:11]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_waitcnt vmcnt(0)
	v_mfma_i32_16x16x4i8 a[0:15], v18, v19, a[0:15] cbsz:1 abid:1
	s_nop 9
	v_accvgpr_read_b32 v15, a11
	v_accvgpr_read_b32 v14, a10
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v11, a15
	v_accvgpr_read_b32 v10, a14
	v_accvgpr_read_b32 v9, a13
	v_accvgpr_read_b32 v8, a12
	global_store_dwordx4 v17, v[12:15], s[14:15] offset:32
	s_nop 0
	global_store_dwordx4 v17, v[8:11], s[14:15] offset:48
	global_store_dwordx4 v17, v[4:7], s[14:15]
	global_store_dwordx4 v17, v[0:3], s[14:15] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_i32_16x16x4i8_cbsz1_abid1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_i32_16x16x4i8_cbsz1_abid1, .Lfunc_end22-mfma_i32_16x16x4i8_cbsz1_abid1
                                        ; -- End function
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_vgpr, 20
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_agpr, 16
	.set mfma_i32_16x16x4i8_cbsz1_abid1.numbered_sgpr, 16
	.set mfma_i32_16x16x4i8_cbsz1_abid1.num_named_barrier, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.private_seg_size, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.uses_vcc, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.uses_flat_scratch, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_dyn_sized_stack, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_recursion, 0
	.set mfma_i32_16x16x4i8_cbsz1_abid1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	mfma_f32_32x32x8f16_chain2 ; -- Begin function mfma_f32_32x32x8f16_chain2
	.globl	mfma_f32_32x32x8f16_chain2
	.p2align	8
	.type	mfma_f32_32x32x8f16_chain2,@function
mfma_f32_32x32x8f16_chain2:             ; @mfma_f32_32x32x8f16_chain2
; %bb.0:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v19, 6, v0
	v_lshlrev_b32_e32 v20, 3, v0
	s_load_dwordx4 s[0:3], s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[13:16], v19, s[12:13] offset:48
	global_load_dwordx4 v[9:12], v19, s[12:13] offset:32
	global_load_dwordx4 v[5:8], v19, s[12:13] offset:16
	global_load_dwordx4 v[1:4], v19, s[12:13]
	global_load_dwordx2 v[17:18], v20, s[8:9]
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a1, v2
	v_accvgpr_write_b32 a2, v3
	v_accvgpr_write_b32 a3, v4
	v_accvgpr_write_b32 a4, v5
	v_accvgpr_write_b32 a5, v6
	v_accvgpr_write_b32 a6, v7
	v_accvgpr_write_b32 a7, v8
	v_accvgpr_write_b32 a8, v9
	v_accvgpr_write_b32 a9, v10
	v_accvgpr_write_b32 a10, v11
	v_accvgpr_write_b32 a11, v12
	v_accvgpr_write_b32 a12, v13
	v_accvgpr_write_b32 a13, v14
	v_accvgpr_write_b32 a14, v15
	v_accvgpr_write_b32 a15, v16
	global_load_dwordx2 v[0:1], v20, s[10:11]
	global_load_dwordx2 v[2:3], v20, s[14:15]
	global_load_dwordx2 v[4:5], v20, s[0:1]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x8f16 a[0:15], v[17:18], v[0:1], a[0:15]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[4:5], a[0:15]
	s_nop 15
	s_nop 1
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	global_store_dwordx4 v19, v[0:3], s[2:3] offset:32
	global_store_dwordx4 v19, v[4:7], s[2:3] offset:48
	global_store_dwordx4 v19, v[8:11], s[2:3]
	global_store_dwordx4 v19, v[12:15], s[2:3] offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f32_32x32x8f16_chain2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	mfma_f32_32x32x8f16_chain2, .Lfunc_end23-mfma_f32_32x32x8f16_chain2
                                        ; -- End function
	.set mfma_f32_32x32x8f16_chain2.num_vgpr, 21
	.set mfma_f32_32x32x8f16_chain2.num_agpr, 16
	.set mfma_f32_32x32x8f16_chain2.numbered_sgpr, 16
	.set mfma_f32_32x32x8f16_chain2.num_named_barrier, 0
	.set mfma_f32_32x32x8f16_chain2.private_seg_size, 0
	.set mfma_f32_32x32x8f16_chain2.uses_vcc, 0
	.set mfma_f32_32x32x8f16_chain2.uses_flat_scratch, 0
	.set mfma_f32_32x32x8f16_chain2.has_dyn_sized_stack, 0
	.set mfma_f32_32x32x8f16_chain2.has_recursion, 0
	.set mfma_f32_32x32x8f16_chain2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 420
; TotalNumSgprs: 20
; NumVgprs: 21
; NumAgprs: 16
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 21
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
  - .agpr_count:     32
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x1f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x2f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     32
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x4f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x16f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     32
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_4x4x4i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .name:           mfma_i32_32x32x8i8
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_32x32x8i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .name:           mfma_i32_16x16x16i8
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x16i8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     32
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
    .name:           mfma_f32_32x32x2bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x2bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .name:           mfma_f32_16x16x2bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x2bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .name:           mfma_f32_4x4x2bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x2bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .name:           mfma_f32_32x32x4bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x4bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .name:           mfma_f32_16x16x8bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_16x16x8bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_4x4x4f16_cbsz2_abid3_blgp5.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8f16_blgp1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_i32_16x16x4i8_cbsz1_abid1.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     16
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
    .name:           mfma_f32_32x32x8f16_chain2
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_f32_32x32x8f16_chain2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
