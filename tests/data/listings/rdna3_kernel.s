	.text
	.globl	wmma_kernel
	.p2align	8
wmma_kernel:
	s_load_b64 s[0:1], s[0:1], 0x0
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
	v_wmma_f16_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31] op_sel:[0,0,1]
	v_mov_b32 v0, 0
	v_wmma_i32_16x16x16_iu8 v[32:39], v[40:43], v[44:47], 1 neg_lo:[1,1,0] clamp
	s_endpgm
