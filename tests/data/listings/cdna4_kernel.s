	.text
	.globl	mfma_kernel
	.p2align	8
	.type	mfma_kernel,@function
mfma_kernel:                            ; the loop body of a block-scaled GEMM
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:2 abid:1 blgp:4
	s_nop 7
.LBB0_1:
	v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], 1.0
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:15], v[0:3], v20, v21 op_sel:[1,0] op_sel_hi:[0,1] cbsz:2 blgp:4
	v_smfmac_f32_16x16x64_f16 v[0:3], v[4:7], v[8:15], v16 cbsz:0 abid:1
	v_mfma_ld_scale_b32 v20, v21
	s_add_u32 s0, s0, 1
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_mov_b32 a2, a1
	s_cbranch_scc1 .LBB0_1
	s_endpgm
