	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	_attn_fwd_tma                   ; -- Begin function _attn_fwd_tma
	.p2align	8
	.type	_attn_fwd_tma,@function
_attn_fwd_tma:                          ; @_attn_fwd_tma
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1 ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_mov_b64 s[64:65], 0
	v_nop
	global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
	s_bfe_u32 s64, ttmp8, 0x50019
	s_and_b32 s65, ttmp7, 0xffff
	s_mov_b32 s55, 0
	s_mov_b32 s28, 1
	s_mov_b32 s8, 16
	v_dual_mov_b32 v9, 0 :: v_dual_bitop2_b32 v51, 15, v0 bitop3:0x40
	v_dual_lshlrev_b32 v59, 4, v0 :: v_dual_bitop2_b32 v58, 16, v0 bitop3:0x40
	v_dual_lshlrev_b32 v52, 7, v0 :: v_dual_lshlrev_b32 v53, 1, v0
	s_load_b32 s5, s[0:1], 0x14 nv
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_or_b32 v1, v51, 7, v58
	v_lshlrev_b32_e32 v56, 6, v58
	s_clause 0x2
	s_load_b96 s[12:14], s[0:1], 0x84 nv
	s_load_b128 s[44:47], s[0:1], 0x68 nv
	s_load_b96 s[16:18], s[0:1], 0xcc nv
	v_add_nc_u32_e32 v57, 0, v1
	s_clause 0x4
	s_load_b128 s[48:51], s[0:1], 0xb0 nv
	s_load_b32 s7, s[0:1], 0x0 nv
	s_load_b96 s[36:38], s[0:1], 0x3c nv
	s_load_b96 s[24:26], s[0:1], 0x20 nv
	s_load_b32 s66, s[0:1], 0x138 nv
	s_wait_alu depctr_va_vdst(5)
	global_load_b32 v2, v9, s[0:1] offset:46 nv
	s_load_b64 s[58:59], s[0:1], 0x78 nv
	global_load_b32 v3, v9, s[0:1] offset:50 nv
	s_load_b64 s[2:3], s[0:1], 0xc0 nv
	s_wait_kmcnt 0x0
	s_abs_i32 s15, s5
	s_ashr_i32 s62, s5, 31
	s_cvt_f32_u32 s4, s15
	s_sub_co_i32 s19, 0, s15
	s_mov_b32 s27, s14
	s_mov_b32 s20, s46
	v_s_rcp_f32 s4, s4
	s_delay_alu instid0(TRANS32_DEP_1)
	s_mul_f32 s10, s4, 0x4f7ffffe
	s_mov_b32 s6, s36
	s_mov_b32 s4, s26
	s_mov_b32 s9, s36
	s_cvt_u32_f32 s21, s10
	s_mov_b32 s10, s37
	s_mov_b32 s11, s38
	s_mov_b32 s43, s18
	s_mul_i32 s19, s19, s21
	s_mov_b32 s36, s50
	s_mul_hi_u32 s18, s21, s19
	s_mul_f32 s14, s7, 0x3fb8aa3b
	s_add_co_i32 s21, s21, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s65, s21
	s_mul_i32 s18, s7, s15
	s_add_co_i32 s19, s7, 1
	s_sub_co_i32 s18, s65, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s21, s18, s15
	s_cmp_ge_u32 s18, s15
	s_cselect_b32 s7, s19, s7
	s_cselect_b32 s18, s21, s18
	s_add_co_i32 s19, s7, 1
	s_cmp_ge_u32 s18, s15
	s_cselect_b32 s15, s19, s7
	s_lshl_b32 s70, s64, 5
	s_lshl_b32 s67, ttmp9, 6
	s_and_b32 s68, s70, 0x60
	s_and_b32 s7, s37, 0xffff
	s_xor_b32 s33, s15, s62
	v_lshl_or_b32 v54, s68, 6, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v4, 4, v54 :: v_dual_add_nc_u32 v1, 0, v54
	s_sub_co_i32 s15, s33, s62
	v_and_b32_e32 v4, 0x1f0, v4
	s_mul_i32 s5, s15, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s63, s65, s5
	s_mul_i32 s63, s63, s66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, v1, v4
	s_add_co_i32 s46, s63, s15
	s_add_co_i32 s34, s46, s67
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[56:57], s[34:35], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[18:19], s[56:57], s[6:7]
	s_add_nc_u64 s[18:19], s[18:19], s[24:25]
	s_wait_loadcnt 0x1
	v_readfirstlane_b32 s5, v2
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s15, v3
	s_sub_co_i32 s15, s15, s34
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_max_i32 s15, s15, 0
	s_cmp_lt_i32 s34, 0
	s_cselect_b32 s35, -1, 0
	s_and_b32 s21, s35, exec_lo
	s_cselect_b32 s23, 0, s15
	s_max_i32 s22, s5, 0
	s_and_b32 s69, s64, 3
	s_lshr_b64 s[24:25], s[22:23], 16
	s_and_b32 s15, s23, 0x7fff0000
	s_lshl_b32 s52, s69, 4
	s_mul_i32 s29, s69, 0x880
	s_lshl_b32 s54, s69, 5
	s_lshl_b32 s5, s22, 16
	s_and_b32 s21, s24, 0x7fff
	s_lshr_b32 s22, s24, 16
	s_mul_u64 s[6:7], s[6:7], s[54:55]
	s_or_b32 s22, s22, s15
	s_add_nc_u64 s[30:31], s[18:19], s[6:7]
	s_sub_co_i32 s6, s22, s52
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_max_i32 s6, s6, 0
	s_lshl_b32 s7, s6, 16
	s_lshr_b32 s15, s6, 16
	s_or_b32 s6, s7, s21
	s_or_b32 s7, s15, 0x400000
	s_cmp_lt_i32 s67, 1
	tensor_load_to_lds s[28:31], s[4:11]
	s_mul_i32 s29, s69, 0x480
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[34:37], v4
	ds_load_b128 v[38:41], v4 offset:32
	ds_load_b128 v[42:45], v4 offset:64
	ds_load_b128 v[46:49], v4 offset:96
	s_wait_dscnt 0x3
	v_dual_lshrrev_b32 v60, 16, v34 :: v_dual_lshrrev_b32 v61, 16, v35
	v_dual_lshrrev_b32 v62, 16, v36 :: v_dual_lshrrev_b32 v63, 16, v37
	s_wait_dscnt 0x2
	v_dual_lshrrev_b32 v65, 16, v38 :: v_dual_lshrrev_b32 v67, 16, v39
	v_dual_lshrrev_b32 v69, 16, v40 :: v_dual_lshrrev_b32 v71, 16, v41
	s_wait_dscnt 0x1
	v_dual_lshrrev_b32 v64, 16, v42 :: v_dual_lshrrev_b32 v66, 16, v43
	v_dual_lshrrev_b32 v68, 16, v44 :: v_dual_lshrrev_b32 v70, 16, v45
	s_wait_dscnt 0x0
	v_dual_lshrrev_b32 v72, 16, v46 :: v_dual_lshrrev_b32 v73, 16, v47
	v_dual_lshrrev_b32 v74, 16, v48 :: v_dual_lshrrev_b32 v75, 16, v49
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	v_and_b32_e32 v2, 0xe0, v59
	v_mov_b16_e32 v41.h, v71.l
	v_mov_b16_e32 v40.h, v69.l
	v_mov_b16_e32 v39.h, v67.l
	v_mov_b16_e32 v38.h, v65.l
	v_mov_b16_e32 v37.h, v63.l
	v_mov_b16_e32 v36.h, v62.l
	v_mov_b16_e32 v35.h, v61.l
	v_mov_b16_e32 v34.h, v60.l
	v_mov_b16_e32 v49.h, v75.l
	v_mov_b16_e32 v48.h, v74.l
	v_mov_b16_e32 v47.h, v73.l
	v_mov_b16_e32 v46.h, v72.l
	v_mov_b16_e32 v45.h, v70.l
	v_mov_b16_e32 v44.h, v68.l
	v_mov_b16_e32 v43.h, v66.l
	v_mov_b16_e32 v42.h, v64.l
	v_and_b32_e32 v3, 0x380, v52
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v26, 0 :: v_dual_bitop2_b32 v4, 16, v53 bitop3:0x40
	s_and_b32 s7, s13, 0xffff
	s_mov_b32 s6, s12
	s_lshr_b64 s[18:19], s[58:59], 16
	s_mov_b32 s8, s47
	s_mov_b32 s9, s58
	s_lshl_b32 s50, s69, 3
	s_mov_b32 s53, s55
	s_mov_b32 s15, s14
	s_and_b32 s11, s17, 0xffff
	s_mov_b32 s10, s16
	s_lshr_b64 s[22:23], s[2:3], 16
	s_mov_b32 s30, s51
	s_mov_b32 s31, s2
	s_mov_b32 s24, 8
	s_mov_b32 s25, s12
	s_mov_b32 s26, s13
	s_mov_b32 s41, s16
	s_mov_b32 s42, s17
	s_mov_b32 s71, 0x76543210
	s_mov_b32 s72, s55
	s_lshl_b64 s[4:5], s[6:7], 1
	s_lshr_b64 s[38:39], s[8:9], 16
	s_mul_u64 s[6:7], s[6:7], s[52:53]
	s_lshl_b64 s[8:9], s[10:11], 1
	s_lshr_b64 s[30:31], s[30:31], 16
	s_mul_u64 s[10:11], s[10:11], s[52:53]
	s_mov_b32 s40, s24
	s_add_co_i32 s19, s22, s62
	s_add_co_i32 s21, s18, s62
	v_dual_mov_b32 v55, 1.0 :: v_dual_mov_b32 v50, 0xff800000
	v_or3_b32 v77, v4, v56, v3
	s_max_i32 s18, s38, 0
	s_max_i32 s60, s30, 0
	v_dual_mov_b32 v27, v26 :: v_dual_add_nc_u32 v76, v57, v2
	v_dual_mov_b32 v28, v26 :: v_dual_mov_b32 v29, v26
	v_dual_mov_b32 v30, v26 :: v_dual_mov_b32 v31, v26
	v_dual_mov_b32 v32, v26 :: v_dual_mov_b32 v33, v26
	v_dual_mov_b32 v18, v26 :: v_dual_mov_b32 v19, v26
	v_dual_mov_b32 v20, v26 :: v_dual_mov_b32 v21, v26
	v_dual_mov_b32 v22, v26 :: v_dual_mov_b32 v23, v26
	v_dual_mov_b32 v24, v26 :: v_dual_mov_b32 v25, v26
	v_dual_mov_b32 v10, v26 :: v_dual_mov_b32 v11, v26
	v_dual_mov_b32 v12, v26 :: v_dual_mov_b32 v13, v26
	v_dual_mov_b32 v14, v26 :: v_dual_mov_b32 v15, v26
	v_dual_mov_b32 v16, v26 :: v_dual_mov_b32 v17, v26
	v_dual_mov_b32 v2, v26 :: v_dual_mov_b32 v3, v26
	v_dual_mov_b32 v4, v26 :: v_dual_mov_b32 v5, v26
	v_dual_mov_b32 v6, v26 :: v_dual_mov_b32 v7, v26
	v_mov_b32_e32 v8, v26
	s_sub_co_i32 s19, s19, s63
	v_dual_mov_b32 v9, v26 :: v_dual_lshrrev_b32 v78, 3, v77
	s_sub_co_i32 s22, s21, s63
	v_add_nc_u32_e32 v77, 0, v77
	s_lshl_b32 s21, s18, 16
	s_lshl_b32 s37, s60, 16
	v_and_b32_e32 v78, 0xe0, v78
	s_sub_co_i32 s53, s19, s33
	s_sub_co_i32 s73, s22, s33
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v77, v77, v78
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_barrier_signal -1
	v_mov_b32_e32 v120, v50
	v_mov_b64_e32 v[118:119], s[14:15]
	v_mov_b32_e32 v121, v55
	s_add_co_i32 s22, s46, s72
	s_max_i32 s19, s73, 0
	v_max_num_f32_e32 v50, v120, v120
	s_max_i32 s38, s53, 0
	s_ashr_i32 s23, s22, 31
	s_cmp_lt_i32 s22, 0
	s_mul_u64 s[30:31], s[4:5], s[22:23]
	s_cselect_b32 s19, 0, s19
	s_add_nc_u64 s[30:31], s[30:31], s[44:45]
	s_cselect_b32 s61, 0, s38
	s_lshr_b64 s[38:39], s[18:19], 16
	s_and_b32 s19, s19, 0x7fff0000
	s_and_b32 s74, s38, 0x7fff
	s_lshr_b32 s38, s38, 16
	s_add_nc_u64 s[30:31], s[30:31], s[6:7]
	s_or_b32 s19, s38, s19
	s_mul_u64 s[38:39], s[8:9], s[22:23]
	s_sub_co_i32 s19, s19, s50
	s_add_co_i32 s72, s72, 32
	s_max_i32 s19, s19, 0
	s_sub_co_i32 s53, s53, 32
	s_lshl_b32 s22, s19, 16
	s_lshr_b32 s19, s19, 16
	s_or_b32 s22, s22, s74
	s_or_b32 s23, s19, 0x400000
	s_sub_co_i32 s73, s73, 32
	s_add_nc_u64 s[38:39], s[38:39], s[48:49]
	s_lshr_b64 s[74:75], s[60:61], 16
	s_and_b32 s19, s61, 0x7fff0000
	s_and_b32 s61, s74, 0x7fff
	s_lshr_b32 s74, s74, 16
	s_barrier_wait -1
	tensor_load_to_lds s[28:31], s[20:27]
	s_or_b32 s74, s74, s19
	s_add_nc_u64 s[30:31], s[38:39], s[10:11]
	s_sub_co_i32 s19, s74, s50
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_max_i32 s19, s19, 0
	s_lshl_b32 s22, s19, 16
	s_lshr_b32 s19, s19, 16
	s_or_b32 s38, s22, s61
	s_or_b32 s39, s19, 0x400000
	s_cmp_lt_i32 s72, s67
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(4)
	ds_load_b128 v[78:81], v76
	ds_load_b128 v[82:85], v76 offset:32
	ds_load_b128 v[86:89], v76 offset:2304
	ds_load_b128 v[90:93], v76 offset:2336
	ds_load_b128 v[94:97], v76 offset:64
	ds_load_b128 v[98:101], v76 offset:96
	ds_load_b128 v[102:105], v76 offset:2368
	ds_load_b128 v[106:109], v76 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[110:117], v[78:85], v[34:41], 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(TRANS32_DEP_1)
	v_wmma_f32_16x16x32_f16 v[110:117], v[94:101], v[42:49], v[110:117]
	v_wmma_f32_16x16x32_f16 v[78:85], v[86:93], v[34:41], 0
	v_nop
	v_nop
	v_nop
	v_nop
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_dual_max_num_f32 v55, v111, v111 :: v_dual_max_num_f32 v86, v110, v110
	v_max3_num_f32 v87, v113, v114, v115
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x32_f16 v[78:85], v[102:109], v[42:49], v[78:85]
	v_max_num_f32_e32 v55, v86, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_max3_num_f32 v55, v55, v112, v87
	v_nop
	v_nop
	v_max3_num_f32 v86, v116, v117, v78
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_max3_num_f32 v87, v79, v80, v81
	v_max3_num_f32 v88, v82, v83, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_max3_num_f32 v87, v87, v88, v85
	s_barrier_wait -1
	tensor_load_to_lds s[28:31], s[36:43]
	v_max3_num_f32 v55, v55, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v86, v55, s71, 0xfedcba98 op_sel:[1,0]
	v_max_num_f32_e32 v86, v86, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v55, v55, v86
	v_mul_f32_e32 v55, s14, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v50, v50, v55
	v_pk_fma_f32 v[86:87], v[118:119], v[110:111], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[118:119], v[112:113], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[118:119], v[114:115], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[118:119], v[116:117], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[118:119], v[78:79], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v86, v86
	v_pk_fma_f32 v[96:97], v[118:119], v[80:81], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v87, v87
	v_pk_fma_f32 v[82:83], v[118:119], v[82:83], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v80, v88
	v_pk_fma_f32 v[84:85], v[118:119], v[84:85], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v81, v89
	v_sub_f32_e32 v55, v120, v50
	v_exp_f32_e32 v88, v90
	v_exp_f32_e32 v89, v91
	v_cvt_pk_f16_f32 v78, v86, v87
	v_exp_f32_e32 v90, v92
	v_exp_f32_e32 v91, v93
	v_cvt_pk_f16_f32 v79, v80, v81
	v_exp_f32_e32 v92, v94
	v_pk_add_f32 v[86:87], v[86:87], v[80:81]
	v_exp_f32_e32 v93, v95
	v_cvt_pk_f16_f32 v80, v88, v89
	v_exp_f32_e32 v94, v96
	v_exp_f32_e32 v95, v97
	v_cvt_pk_f16_f32 v81, v90, v91
	v_exp_f32_e32 v96, v82
	v_pk_add_f32 v[88:89], v[88:89], v[90:91]
	v_exp_f32_e32 v97, v83
	v_cvt_pk_f16_f32 v82, v92, v93
	v_exp_f32_e32 v90, v84
	v_exp_f32_e32 v91, v85
	v_cvt_pk_f16_f32 v83, v94, v95
	v_exp_f32_e32 v98, v55
	v_pk_add_f32 v[92:93], v[92:93], v[94:95]
	v_cvt_pk_f16_f32 v84, v96, v97
	v_pk_add_f32 v[86:87], v[86:87], v[88:89]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_cvt_pk_f16_f32 v85, v90, v91
	v_pk_add_f32 v[88:89], v[96:97], v[90:91]
	v_pk_mul_f32 v[26:27], v[26:27], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[98:99] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[98:99] op_sel_hi:[1,0]
	v_pk_add_f32 v[88:89], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[86:87], v[86:87], v[88:89]
	v_add_f32_e32 v55, v86, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v86, v55, s71, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v55, v55, v86
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v55, v121, v98
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[90:93], v77 offset:2304
	ds_load_tr16_b128 v[86:89], v77
	ds_load_tr16_b128 v[94:97], v77 offset:32
	ds_load_tr16_b128 v[98:101], v77 offset:2336
	ds_load_tr16_b128 v[102:105], v77 offset:64
	ds_load_tr16_b128 v[106:109], v77 offset:2368
	ds_load_tr16_b128 v[110:113], v77 offset:96
	ds_load_tr16_b128 v[114:117], v77 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[26:33], v[86:93], v[78:85], v[26:33]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[18:25], v[94:101], v[78:85], v[18:25]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[10:17], v[102:109], v[78:85], v[10:17]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[2:9], v[110:117], v[78:85], v[2:9]
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %._crit_edge
	s_cmp_eq_u32 s67, 0x7fffffc0
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_7
.LBB0_4:
	v_dual_mov_b32 v55, 1.0 :: v_dual_mov_b32 v50, 0xff800000
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v25, 0
	v_dual_mov_b32 v24, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v33, 0
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v31, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v29, 0
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v27, 0
	v_mov_b32_e32 v26, 0
	s_cmp_eq_u32 s67, 0x7fffffc0
	s_cbranch_scc1 .LBB0_7
.LBB0_5:                                ; %.lr.ph60
	s_add_co_i32 s71, s67, 64
	s_mov_b32 s28, 1
	s_lshr_b32 s21, s68, 1
	s_and_b32 s5, s13, 0xffff
	s_mov_b32 s4, s12
	s_lshr_b64 s[6:7], s[58:59], 16
	s_mov_b32 s8, s47
	s_mov_b32 s9, s58
	s_mov_b32 s53, 0
	s_lshl_b32 s72, s69, 3
	s_mov_b32 s15, s14
	s_and_b32 s11, s17, 0xffff
	s_mov_b32 s10, s16
	s_lshr_b64 s[22:23], s[2:3], 16
	s_mov_b32 s30, s51
	s_mov_b32 s31, s2
	s_mov_b32 s24, 8
	s_mov_b32 s25, s12
	s_mov_b32 s26, s13
	s_mov_b32 s41, s16
	s_mov_b32 s42, s17
	s_add_co_i32 s7, s33, s63
	s_mov_b32 s17, 0x76543210
	s_mov_b32 s73, s67
	s_lshl_b64 s[18:19], s[4:5], 1
	s_lshr_b64 s[2:3], s[8:9], 16
	s_mul_u64 s[46:47], s[4:5], s[52:53]
	s_lshl_b64 s[50:51], s[10:11], 1
	s_lshr_b64 s[4:5], s[30:31], 16
	s_mul_u64 s[58:59], s[10:11], s[52:53]
	s_mov_b32 s40, s24
	s_add_co_i32 s3, s22, s62
	s_sub_co_i32 s53, s7, s62
	s_add_co_i32 s5, s6, s62
	v_lshrrev_b32_e32 v58, 1, v58
	s_wait_alu depctr_vm_vsrc(6)
	v_and_b32_e32 v76, 0xe0, v59
	s_max_i32 s60, s2, 0
	v_mov_b16_e32 v41.h, v71.l
	v_mov_b16_e32 v40.h, v69.l
	v_mov_b16_e32 v39.h, v67.l
	v_mov_b16_e32 v38.h, v65.l
	v_mov_b16_e32 v37.h, v63.l
	v_mov_b16_e32 v36.h, v62.l
	v_mov_b16_e32 v35.h, v61.l
	v_mov_b16_e32 v34.h, v60.l
	v_mov_b16_e32 v49.h, v75.l
	v_mov_b16_e32 v48.h, v74.l
	v_mov_b16_e32 v47.h, v73.l
	v_mov_b16_e32 v46.h, v72.l
	v_mov_b16_e32 v45.h, v70.l
	v_mov_b16_e32 v44.h, v68.l
	v_mov_b16_e32 v43.h, v66.l
	v_mov_b16_e32 v42.h, v64.l
	v_and_b32_e32 v60, 0x380, v52
	v_and_b32_e32 v61, 16, v53
	s_max_i32 s62, s4, 0
	v_or3_b32 v59, s21, s67, v51
	v_mov_b64_e32 v[52:53], s[14:15]
	v_add_nc_u32_e32 v57, v57, v76
	v_or3_b32 v56, v61, v56, v60
	s_delay_alu instid0(VALU_DEP_1)
	v_lshrrev_b32_e32 v60, 3, v56
	s_sub_co_i32 s2, s3, s63
	s_sub_co_i32 s3, s5, s63
	s_lshl_b32 s21, s60, 16
	s_lshl_b32 s37, s62, 16
	s_sub_co_i32 s2, s2, s33
	v_add_nc_u32_e32 v56, 0, v56
	s_sub_co_i32 s3, s3, s33
	v_and_b32_e32 v60, 0xe0, v60
	s_sub_co_i32 s33, s2, s67
	s_sub_co_i32 s74, s3, s67
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v56, v56, v60
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_barrier_signal -1
	v_dual_mov_b32 v116, v50 :: v_dual_add_nc_u32 v50, s73, v58
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v117, v55 :: v_dual_add_nc_u32 v55, 1, v50
	v_nop
	v_nop
	v_dual_add_nc_u32 v60, 2, v50 :: v_dual_add_nc_u32 v61, 3, v50
	v_dual_add_nc_u32 v62, 4, v50 :: v_dual_add_nc_u32 v63, 5, v50
	v_dual_add_nc_u32 v64, 6, v50 :: v_dual_add_nc_u32 v65, 7, v50
	v_dual_add_nc_u32 v66, 16, v50 :: v_dual_add_nc_u32 v67, 17, v50
	v_dual_add_nc_u32 v68, 18, v50 :: v_dual_add_nc_u32 v69, 19, v50
	v_dual_add_nc_u32 v70, 20, v50 :: v_dual_add_nc_u32 v71, 21, v50
	v_dual_add_nc_u32 v72, 22, v50 :: v_dual_add_nc_u32 v73, 23, v50
	v_cmp_lt_i32_e32 vcc_lo, v59, v50
	v_cmp_lt_i32_e64 s2, v59, v55
	v_cmp_lt_i32_e64 s3, v59, v60
	v_cmp_lt_i32_e64 s4, v59, v61
	v_cmp_lt_i32_e64 s5, v59, v62
	v_cmp_lt_i32_e64 s6, v59, v63
	v_cmp_lt_i32_e64 s7, v59, v64
	v_cmp_lt_i32_e64 s8, v59, v65
	v_cmp_lt_i32_e64 s9, v59, v66
	v_cmp_lt_i32_e64 s10, v59, v67
	v_cmp_lt_i32_e64 s11, v59, v68
	v_cmp_lt_i32_e64 s12, v59, v69
	v_cmp_lt_i32_e64 s13, v59, v70
	v_cmp_lt_i32_e64 s14, v59, v71
	v_cmp_lt_i32_e64 s15, v59, v72
	v_cmp_lt_i32_e64 s16, v59, v73
	v_cndmask_b32_e64 v100, 0, 0xc9742400, vcc_lo
	v_cndmask_b32_e64 v101, 0, 0xc9742400, s2
	v_cndmask_b32_e64 v102, 0, 0xc9742400, s3
	v_cndmask_b32_e64 v103, 0, 0xc9742400, s4
	v_cndmask_b32_e64 v104, 0, 0xc9742400, s5
	v_cndmask_b32_e64 v105, 0, 0xc9742400, s6
	v_cndmask_b32_e64 v106, 0, 0xc9742400, s7
	v_cndmask_b32_e64 v107, 0, 0xc9742400, s8
	v_cndmask_b32_e64 v108, 0, 0xc9742400, s9
	v_cndmask_b32_e64 v109, 0, 0xc9742400, s10
	v_cndmask_b32_e64 v110, 0, 0xc9742400, s11
	v_cndmask_b32_e64 v111, 0, 0xc9742400, s12
	v_cndmask_b32_e64 v112, 0, 0xc9742400, s13
	v_cndmask_b32_e64 v113, 0, 0xc9742400, s14
	v_cndmask_b32_e64 v114, 0, 0xc9742400, s15
	v_cndmask_b32_e64 v115, 0, 0xc9742400, s16
	s_barrier_wait -1
	s_add_co_i32 s2, s53, s73
	s_max_i32 s6, s74, 0
	s_max_i32 s7, s33, 0
	s_ashr_i32 s3, s2, 31
	s_cmp_lt_i32 s2, 0
	s_mul_u64 s[4:5], s[18:19], s[2:3]
	s_cselect_b32 s61, 0, s6
	s_add_nc_u64 s[4:5], s[4:5], s[44:45]
	s_cselect_b32 s63, 0, s7
	s_lshr_b64 s[6:7], s[60:61], 16
	s_and_b32 s7, s61, 0x7fff0000
	s_and_b32 s8, s6, 0x7fff
	s_lshr_b32 s6, s6, 16
	s_add_nc_u64 s[30:31], s[4:5], s[46:47]
	s_or_b32 s6, s6, s7
	s_mul_u64 s[2:3], s[50:51], s[2:3]
	s_sub_co_i32 s4, s6, s72
	s_add_co_i32 s73, s73, 32
	s_max_i32 s4, s4, 0
	s_sub_co_i32 s33, s33, 32
	s_lshl_b32 s5, s4, 16
	s_lshr_b32 s4, s4, 16
	s_or_b32 s22, s5, s8
	s_or_b32 s23, s4, 0x400000
	s_sub_co_i32 s74, s74, 32
	tensor_load_to_lds s[28:31], s[20:27]
	s_add_nc_u64 s[2:3], s[2:3], s[48:49]
	s_lshr_b64 s[4:5], s[62:63], 16
	s_and_b32 s5, s63, 0x7fff0000
	s_and_b32 s6, s4, 0x7fff
	s_lshr_b32 s4, s4, 16
	s_add_nc_u64 s[30:31], s[2:3], s[58:59]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s2, s4, s72
	s_max_i32 s2, s2, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s3, s2, 16
	s_lshr_b32 s2, s2, 16
	s_or_b32 s38, s3, s6
	s_or_b32 s39, s2, 0x400000
	s_cmp_lt_i32 s73, s71
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(14)
	ds_load_b128 v[60:63], v57
	ds_load_b128 v[64:67], v57 offset:32
	ds_load_b128 v[68:71], v57 offset:2304
	ds_load_b128 v[72:75], v57 offset:2336
	s_wait_alu depctr_vm_vsrc(4)
	ds_load_b128 v[76:79], v57 offset:64
	ds_load_b128 v[80:83], v57 offset:96
	ds_load_b128 v[84:87], v57 offset:2368
	ds_load_b128 v[88:91], v57 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[92:99], v[60:67], v[34:41], 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(TRANS32_DEP_1)
	v_wmma_f32_16x16x32_f16 v[92:99], v[76:83], v[42:49], v[92:99]
	v_wmma_f32_16x16x32_f16 v[60:67], v[68:75], v[34:41], 0
	v_nop
	v_nop
	v_nop
	v_nop
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_pk_fma_f32 v[68:69], v[52:53], v[92:93], v[100:101]
	v_pk_fma_f32 v[70:71], v[52:53], v[94:95], v[102:103]
	v_pk_fma_f32 v[72:73], v[52:53], v[96:97], v[104:105]
	v_pk_fma_f32 v[74:75], v[52:53], v[98:99], v[106:107]
	v_wmma_f32_16x16x32_f16 v[60:67], v[84:91], v[42:49], v[60:67]
	v_max_num_f32_e32 v50, v68, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_max3_num_f32 v55, v71, v72, v73
	v_nop
	v_nop
	v_pk_fma_f32 v[60:61], v[52:53], v[60:61], v[108:109]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_pk_fma_f32 v[62:63], v[52:53], v[62:63], v[110:111]
	v_pk_fma_f32 v[64:65], v[52:53], v[64:65], v[112:113]
	v_pk_fma_f32 v[66:67], v[52:53], v[66:67], v[114:115]
	v_max3_num_f32 v50, v50, v70, v55
	v_max3_num_f32 v55, v74, v75, v60
	v_max3_num_f32 v76, v61, v62, v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_max3_num_f32 v77, v64, v65, v66
	s_barrier_wait -1
	tensor_load_to_lds s[28:31], s[36:43]
	v_max3_num_f32 v76, v76, v77, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v50, v50, v55, v76
	v_permlanex16_b32 v55, v50, s17, 0xfedcba98 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v50, v116, v50, v55
	v_pk_add_f32 v[68:69], v[68:69], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[60:61], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v68, v68
	v_pk_add_f32 v[78:79], v[62:63], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v69, v69
	v_pk_add_f32 v[64:65], v[64:65], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v62, v70
	v_pk_add_f32 v[66:67], v[66:67], v[50:51] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_exp_f32_e32 v63, v71
	v_sub_f32_e32 v55, v116, v50
	v_exp_f32_e32 v70, v72
	v_exp_f32_e32 v71, v73
	v_cvt_pk_f16_f32 v60, v68, v69
	v_exp_f32_e32 v72, v74
	v_exp_f32_e32 v73, v75
	v_cvt_pk_f16_f32 v61, v62, v63
	v_exp_f32_e32 v74, v76
	v_pk_add_f32 v[68:69], v[68:69], v[62:63]
	v_exp_f32_e32 v75, v77
	v_cvt_pk_f16_f32 v62, v70, v71
	v_exp_f32_e32 v76, v78
	v_exp_f32_e32 v77, v79
	v_cvt_pk_f16_f32 v63, v72, v73
	v_exp_f32_e32 v78, v64
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_exp_f32_e32 v79, v65
	v_cvt_pk_f16_f32 v64, v74, v75
	v_exp_f32_e32 v72, v66
	v_exp_f32_e32 v73, v67
	v_cvt_pk_f16_f32 v65, v76, v77
	v_exp_f32_e32 v80, v55
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_cvt_pk_f16_f32 v66, v78, v79
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_cvt_pk_f16_f32 v67, v72, v73
	v_pk_add_f32 v[70:71], v[78:79], v[72:73]
	v_pk_mul_f32 v[26:27], v[26:27], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[80:81] op_sel_hi:[1,0]
	v_pk_add_f32 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_add_f32_e32 v55, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v68, v55, s17, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v55, v55, v68
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v55, v117, v80
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[72:75], v56 offset:2304
	ds_load_tr16_b128 v[68:71], v56
	ds_load_tr16_b128 v[76:79], v56 offset:32
	ds_load_tr16_b128 v[80:83], v56 offset:2336
	ds_load_tr16_b128 v[84:87], v56 offset:64
	ds_load_tr16_b128 v[88:91], v56 offset:2368
	ds_load_tr16_b128 v[92:95], v56 offset:96
	ds_load_tr16_b128 v[96:99], v56 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[26:33], v[68:75], v[60:67], v[26:33]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[18:25], v[76:83], v[60:67], v[18:25]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[10:17], v[84:91], v[60:67], v[10:17]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[2:9], v[92:99], v[60:67], v[2:9]
	s_cbranch_scc1 .LBB0_6
.LBB0_7:                                ; %._crit_edge61
	s_barrier_signal -1
	v_nop
	v_div_scale_f32 v34, null, v55, v55, v26
	v_div_scale_f32 v35, null, v55, v55, v27
	v_div_scale_f32 v36, null, v55, v55, v28
	v_div_scale_f32 v37, null, v55, v55, v29
	v_div_scale_f32 v38, null, v55, v55, v30
	v_rcp_f32_e32 v39, v34
	v_div_scale_f32 v40, null, v55, v55, v31
	v_rcp_f32_e32 v41, v35
	v_div_scale_f32 v42, null, v55, v55, v32
	v_rcp_f32_e32 v43, v36
	v_div_scale_f32 v44, null, v55, v55, v33
	v_rcp_f32_e32 v45, v37
	v_div_scale_f32 v46, null, v55, v55, v18
	v_rcp_f32_e32 v47, v38
	v_div_scale_f32 v48, null, v55, v55, v19
	v_rcp_f32_e32 v49, v40
	v_div_scale_f32 v52, null, v55, v55, v20
	v_rcp_f32_e32 v53, v42
	s_wait_alu depctr_vm_vsrc(0)
	v_div_scale_f32 v56, null, v55, v55, v21
	v_rcp_f32_e32 v57, v44
	v_div_scale_f32 v58, null, v55, v55, v22
	v_rcp_f32_e32 v59, v46
	v_div_scale_f32 v60, null, v55, v55, v23
	v_rcp_f32_e32 v61, v48
	v_div_scale_f32 v62, null, v55, v55, v24
	v_rcp_f32_e32 v63, v52
	v_div_scale_f32 v64, null, v55, v55, v25
	v_rcp_f32_e32 v65, v56
	v_div_scale_f32 v66, null, v55, v55, v10
	v_rcp_f32_e32 v67, v58
	v_div_scale_f32 v68, null, v55, v55, v11
	v_rcp_f32_e32 v69, v60
	v_div_scale_f32 v70, null, v55, v55, v12
	v_rcp_f32_e32 v71, v62
	s_barrier_wait -1
	v_rcp_f32_e32 v72, v64
	v_div_scale_f32 v73, null, v55, v55, v13
	v_rcp_f32_e32 v74, v66
	v_div_scale_f32 v75, null, v55, v55, v14
	v_rcp_f32_e32 v76, v68
	v_div_scale_f32 v77, null, v55, v55, v15
	v_rcp_f32_e32 v78, v70
	v_div_scale_f32 v79, null, v55, v55, v16
	v_rcp_f32_e32 v80, v73
	v_div_scale_f32 v81, null, v55, v55, v17
	v_rcp_f32_e32 v82, v75
	v_div_scale_f32 v83, null, v55, v55, v2
	v_rcp_f32_e32 v84, v77
	v_div_scale_f32 v85, null, v55, v55, v3
	v_rcp_f32_e32 v86, v79
	v_div_scale_f32 v87, null, v55, v55, v4
	v_rcp_f32_e32 v88, v81
	v_div_scale_f32 v89, null, v55, v55, v5
	v_rcp_f32_e32 v90, v83
	v_div_scale_f32 v91, null, v55, v55, v6
	v_rcp_f32_e32 v92, v85
	v_div_scale_f32 v93, null, v55, v55, v7
	v_rcp_f32_e32 v94, v87
	v_div_scale_f32 v95, null, v55, v55, v8
	v_rcp_f32_e32 v96, v89
	v_div_scale_f32 v97, null, v55, v55, v9
	v_rcp_f32_e32 v98, v91
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v55
	v_rcp_f32_e32 v99, v93
	v_lshlrev_b32_e32 v51, 2, v51
	v_rcp_f32_e32 v100, v95
	v_mov_b32_e32 v101, 0
	v_rcp_f32_e32 v102, v97
	v_cndmask_b32_e64 v103, 0, 32, vcc_lo
	v_cndmask_b32_e64 v104, 0, 0x42000000, vcc_lo
	v_and_b32_e32 v0, 31, v0
	v_div_scale_f32 v105, vcc_lo, v26, v55, v26
	s_delay_alu instid0(VALU_DEP_4)
	v_ldexp_f32 v103, v55, v103
	v_div_scale_f32 v106, s13, v27, v55, v27
	v_div_scale_f32 v107, s14, v28, v55, v28
	v_div_scale_f32 v108, s15, v29, v55, v29
	v_div_scale_f32 v109, s16, v30, v55, v30
	v_log_f32_e32 v103, v103
	v_div_scale_f32 v110, s17, v31, v55, v31
	v_div_scale_f32 v111, s18, v32, v55, v32
	v_div_scale_f32 v112, s19, v33, v55, v33
	v_div_scale_f32 v113, s20, v18, v55, v18
	v_div_scale_f32 v114, s21, v19, v55, v19
	v_div_scale_f32 v115, s22, v20, v55, v20
	v_div_scale_f32 v116, s23, v21, v55, v21
	v_sub_f32_e32 v103, v103, v104
	v_div_scale_f32 v104, s24, v22, v55, v22
	v_div_scale_f32 v117, s25, v23, v55, v23
	v_div_scale_f32 v118, s26, v24, v55, v24
	v_div_scale_f32 v119, s27, v25, v55, v25
	v_add_f32_e32 v50, v50, v103
	v_div_scale_f32 v103, s28, v10, v55, v10
	v_div_scale_f32 v120, s29, v11, v55, v11
	v_div_scale_f32 v121, s30, v12, v55, v12
	v_div_scale_f32 v122, s31, v13, v55, v13
	v_div_scale_f32 v123, s33, v14, v55, v14
	v_div_scale_f32 v124, s12, v15, v55, v15
	v_div_scale_f32 v125, s11, v16, v55, v16
	v_div_scale_f32 v126, s10, v17, v55, v17
	v_div_scale_f32 v127, s9, v2, v55, v2
	v_div_scale_f32 v128, s8, v3, v55, v3
	v_div_scale_f32 v129, s7, v4, v55, v4
	v_div_scale_f32 v130, s6, v5, v55, v5
	v_div_scale_f32 v131, s5, v6, v55, v6
	v_div_scale_f32 v132, s4, v7, v55, v7
	v_div_scale_f32 v133, s3, v8, v55, v8
	v_div_scale_f32 v134, s2, v9, v55, v9
	v_lshrrev_b32_e32 v54, 3, v54
	v_and_or_b32 v135, s70, 32, v0
	v_fma_f32 v0, -v34, v39, 1.0
	v_fma_f32 v136, -v35, v41, 1.0
	v_fma_f32 v137, -v36, v43, 1.0
	v_and_b32_e32 v54, 0x3f0, v54
	v_fma_f32 v138, -v37, v45, 1.0
	v_fmac_f32_e32 v39, v0, v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v41, v136, v41 :: v_dual_fmac_f32 v43, v137, v43
	v_fma_f32 v0, -v38, v47, 1.0
	v_dual_fmac_f32 v45, v138, v45 :: v_dual_mul_f32 v136, v105, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v137, v106, v41 :: v_dual_mul_f32 v138, v107, v43
	v_fmac_f32_e32 v47, v0, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v0, v108, v45 :: v_dual_fma_f32 v139, -v34, v136, v105
	v_dual_fma_f32 v140, -v35, v137, v106 :: v_dual_fma_f32 v141, -v36, v138, v107
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v142, v109, v47
	v_fma_f32 v143, -v37, v0, v108
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v136, v139, v39 :: v_dual_fmac_f32 v137, v140, v41
	v_dual_fmac_f32 v138, v141, v43 :: v_dual_fma_f32 v139, -v38, v142, v109
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v0, v143, v45 :: v_dual_fma_f32 v34, -v34, v136, v105
	v_dual_fma_f32 v35, -v35, v137, v106 :: v_dual_fma_f32 v36, -v36, v138, v107
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v142, v139, v47 :: v_dual_fma_f32 v37, -v37, v0, v108
	v_div_fmas_f32 v34, v34, v39, v136
	s_mov_b32 vcc_lo, s13
	v_fma_f32 v39, -v40, v49, 1.0
	v_div_fmas_f32 v35, v35, v41, v137
	s_mov_b32 vcc_lo, s14
	v_div_fixup_f32 v26, v34, v55, v26
	v_div_fmas_f32 v34, v36, v43, v138
	s_mov_b32 vcc_lo, s15
	v_div_fixup_f32 v27, v35, v55, v27
	v_div_fmas_f32 v0, v37, v45, v0
	s_mov_b32 vcc_lo, s16
	v_div_fixup_f32 v28, v34, v55, v28
	v_fma_f32 v34, -v38, v142, v109
	v_fmac_f32_e32 v49, v39, v49
	v_div_fixup_f32 v29, v0, v55, v29
	v_fma_f32 v0, -v42, v53, 1.0
	v_fma_f32 v35, -v44, v57, 1.0
	v_div_fmas_f32 v34, v34, v47, v142
	s_mov_b32 vcc_lo, s17
	v_mul_f32_e32 v36, v110, v49
	v_fmac_f32_e32 v53, v0, v53
	v_fmac_f32_e32 v57, v35, v57
	v_div_fixup_f32 v30, v34, v55, v30
	v_fma_f32 v0, -v46, v59, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fma_f32 v34, -v40, v36, v110 :: v_dual_mul_f32 v35, v111, v53
	v_mul_f32_e32 v37, v112, v57
	v_fma_f32 v38, -v48, v61, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v59, v0, v59 :: v_dual_fmac_f32 v36, v34, v49
	v_dual_fma_f32 v0, -v42, v35, v111 :: v_dual_fma_f32 v34, -v44, v37, v112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v61, v38, v61 :: v_dual_mul_f32 v38, v113, v59
	v_fma_f32 v39, -v40, v36, v110
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v35, v0, v53
	v_fmac_f32_e32 v37, v34, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v114, v61
	v_fma_f32 v34, -v46, v38, v113
	v_div_fmas_f32 v36, v39, v49, v36
	s_mov_b32 vcc_lo, s18
	v_dual_fma_f32 v39, -v42, v35, v111 :: v_dual_fma_f32 v40, -v44, v37, v112
	v_fmac_f32_e32 v38, v34, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v31, v36, v55, v31
	v_fma_f32 v34, -v48, v0, v114
	v_div_fmas_f32 v35, v39, v53, v35
	s_mov_b32 vcc_lo, s19
	v_fma_f32 v36, -v46, v38, v113
	v_div_fmas_f32 v37, v40, v57, v37
	s_mov_b32 vcc_lo, s20
	v_div_fixup_f32 v32, v35, v55, v32
	v_fmac_f32_e32 v0, v34, v61
	v_div_fmas_f32 v34, v36, v59, v38
	s_mov_b32 vcc_lo, s21
	v_div_fixup_f32 v33, v37, v55, v33
	v_fma_f32 v35, -v52, v63, 1.0
	v_fma_f32 v36, -v48, v0, v114
	v_div_fixup_f32 v18, v34, v55, v18
	v_fma_f32 v34, -v56, v65, 1.0
	v_fma_f32 v37, -v58, v67, 1.0
	v_fmac_f32_e32 v63, v35, v63
	v_div_fmas_f32 v0, v36, v61, v0
	s_mov_b32 vcc_lo, s22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v65, v34, v65 :: v_dual_fmac_f32 v67, v37, v67
	v_mul_f32_e32 v34, v115, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v19, v0, v55, v19
	v_fma_f32 v0, -v60, v69, 1.0
	v_mul_f32_e32 v35, v116, v65
	v_mul_f32_e32 v36, v104, v67
	v_fma_f32 v37, -v52, v34, v115
	v_fma_f32 v38, -v62, v71, 1.0
	v_fmac_f32_e32 v69, v0, v69
	v_fma_f32 v0, -v56, v35, v116
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fma_f32 v39, -v58, v36, v104 :: v_dual_fmac_f32 v34, v37, v63
	v_dual_fmac_f32 v71, v38, v71 :: v_dual_mul_f32 v37, v117, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v35, v0, v65 :: v_dual_fmac_f32 v36, v39, v67
	v_dual_fma_f32 v0, -v52, v34, v115 :: v_dual_mul_f32 v38, v118, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v39, -v60, v37, v117
	v_fma_f32 v40, -v56, v35, v116
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v41, -v58, v36, v104
	v_div_fmas_f32 v0, v0, v63, v34
	s_mov_b32 vcc_lo, s23
	v_fmac_f32_e32 v37, v39, v69
	v_div_fmas_f32 v34, v40, v65, v35
	s_mov_b32 vcc_lo, s24
	v_div_fixup_f32 v20, v0, v55, v20
	v_div_fmas_f32 v0, v41, v67, v36
	s_mov_b32 vcc_lo, s25
	v_div_fixup_f32 v21, v34, v55, v21
	v_dual_fma_f32 v34, -v60, v37, v117 :: v_dual_fma_f32 v35, -v62, v38, v118
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v22, v0, v55, v22
	v_fma_f32 v0, -v64, v72, 1.0
	v_fma_f32 v36, -v66, v74, 1.0
	v_div_fmas_f32 v34, v34, v69, v37
	s_mov_b32 vcc_lo, s26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v38, v35, v71 :: v_dual_fmac_f32 v72, v0, v72
	v_fmac_f32_e32 v74, v36, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v23, v34, v55, v23
	v_fma_f32 v0, -v68, v76, 1.0
	v_dual_fma_f32 v34, -v62, v38, v118 :: v_dual_mul_f32 v35, v119, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v36, v103, v74
	v_fma_f32 v37, -v70, v78, 1.0
	v_fmac_f32_e32 v76, v0, v76
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f32 v0, v34, v71, v38
	s_mov_b32 vcc_lo, s27
	v_fma_f32 v34, -v64, v35, v119
	v_fma_f32 v38, -v66, v36, v103
	v_mul_f32_e32 v39, v120, v76
	v_div_fixup_f32 v24, v0, v55, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v78, v37, v78 :: v_dual_fmac_f32 v35, v34, v72
	v_fmac_f32_e32 v36, v38, v74
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v0, -v68, v39, v120
	v_fma_f32 v34, -v73, v80, 1.0
	v_dual_mul_f32 v37, v121, v78 :: v_dual_fma_f32 v38, -v64, v35, v119
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v40, -v66, v36, v103
	v_fmac_f32_e32 v39, v0, v76
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v80, v34, v80
	v_fma_f32 v0, -v70, v37, v121
	v_div_fmas_f32 v34, v38, v72, v35
	s_mov_b32 vcc_lo, s28
	v_fma_f32 v35, -v68, v39, v120
	v_div_fmas_f32 v36, v40, v74, v36
	s_mov_b32 vcc_lo, s29
	v_div_fixup_f32 v25, v34, v55, v25
	v_fmac_f32_e32 v37, v0, v78
	v_div_fmas_f32 v0, v35, v76, v39
	s_mov_b32 vcc_lo, s30
	v_div_fixup_f32 v10, v36, v55, v10
	v_mul_f32_e32 v34, v122, v80
	v_fma_f32 v35, -v70, v37, v121
	v_div_fixup_f32 v11, v0, v55, v11
	v_fma_f32 v0, -v75, v82, 1.0
	v_fma_f32 v36, -v77, v84, 1.0
	v_fma_f32 v38, -v73, v34, v122
	v_div_fmas_f32 v35, v35, v78, v37
	s_mov_b32 vcc_lo, s31
	v_fmac_f32_e32 v82, v0, v82
	v_fmac_f32_e32 v84, v36, v84
	v_fmac_f32_e32 v34, v38, v80
	v_div_fixup_f32 v12, v35, v55, v12
	v_fma_f32 v0, -v79, v86, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v35, v123, v82 :: v_dual_mul_f32 v36, v124, v84
	v_fma_f32 v37, -v73, v34, v122
	v_fma_f32 v38, -v81, v88, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v86, v0, v86 :: v_dual_fma_f32 v0, -v75, v35, v123
	v_fma_f32 v39, -v77, v36, v124
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v34, v37, v80, v34
	s_mov_b32 vcc_lo, s33
	v_mul_f32_e32 v37, v125, v86
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v35, v0, v82 :: v_dual_fmac_f32 v36, v39, v84
	v_div_fixup_f32 v13, v34, v55, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v88, v38, v88 :: v_dual_fma_f32 v0, -v79, v37, v125
	v_dual_fma_f32 v34, -v75, v35, v123 :: v_dual_fma_f32 v38, -v77, v36, v124
	v_fma_f32 v39, -v83, v90, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v40, v126, v88 :: v_dual_fmac_f32 v37, v0, v86
	v_div_fmas_f32 v0, v34, v82, v35
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v90, v39, v90
	v_div_fmas_f32 v34, v38, v84, v36
	s_mov_b32 vcc_lo, s11
	v_div_fixup_f32 v14, v0, v55, v14
	v_dual_fma_f32 v0, -v79, v37, v125 :: v_dual_fma_f32 v35, -v81, v40, v126
	v_div_fixup_f32 v15, v34, v55, v15
	v_mul_f32_e32 v34, v127, v90
	v_fma_f32 v36, -v85, v92, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v0, v0, v86, v37
	s_mov_b32 vcc_lo, s10
	v_fmac_f32_e32 v40, v35, v88
	v_dual_fma_f32 v35, -v83, v34, v127 :: v_dual_fmac_f32 v92, v36, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v16, v0, v55, v16
	v_fma_f32 v0, -v87, v94, 1.0
	v_fma_f32 v36, -v81, v40, v126
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v34, v35, v90 :: v_dual_mul_f32 v35, v128, v92
	v_fma_f32 v37, -v89, v96, 1.0
	v_fmac_f32_e32 v94, v0, v94
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v0, v36, v88, v40
	s_mov_b32 vcc_lo, s9
	v_dual_fma_f32 v36, -v83, v34, v127 :: v_dual_fma_f32 v38, -v85, v35, v128
	v_mul_f32_e32 v39, v129, v94
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v17, v0, v55, v17
	v_fmac_f32_e32 v96, v37, v96
	v_div_fmas_f32 v0, v36, v90, v34
	s_mov_b32 vcc_lo, s8
	v_dual_fmac_f32 v35, v38, v92 :: v_dual_fma_f32 v34, -v87, v39, v129
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v36, v130, v96
	v_div_fixup_f32 v37, v0, v55, v2
	v_fma_f32 v0, -v91, v98, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fma_f32 v2, -v85, v35, v128 :: v_dual_fmac_f32 v39, v34, v94
	v_fma_f32 v34, -v89, v36, v130
	v_fma_f32 v38, -v93, v99, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v98, v0, v98
	v_div_fmas_f32 v0, v2, v92, v35
	s_mov_b32 vcc_lo, s7
	v_dual_fma_f32 v2, -v87, v39, v129 :: v_dual_fmac_f32 v36, v34, v96
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, v131, v98
	v_div_fixup_f32 v35, v0, v55, v3
	v_fmac_f32_e32 v99, v38, v99
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v0, v2, v94, v39
	s_mov_b32 vcc_lo, s6
	v_dual_fma_f32 v2, -v89, v36, v130 :: v_dual_fma_f32 v3, -v91, v34, v131
	v_mul_f32_e32 v38, v132, v99
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v39, v0, v55, v4
	v_fma_f32 v0, -v95, v100, 1.0
	v_div_fmas_f32 v2, v2, v96, v36
	s_mov_b32 vcc_lo, s5
	v_fmac_f32_e32 v34, v3, v98
	v_fma_f32 v3, -v93, v38, v132
	v_fmac_f32_e32 v100, v0, v100
	v_div_fixup_f32 v36, v2, v55, v5
	v_fma_f32 v0, -v97, v102, 1.0
	v_fma_f32 v2, -v91, v34, v131
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v38, v3, v99 :: v_dual_mul_f32 v5, v133, v100
	v_lshl_add_u32 v40, v135, 2, 0
	v_fmac_f32_e32 v102, v0, v102
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v0, v2, v98, v34
	s_mov_b32 vcc_lo, s4
	v_dual_fma_f32 v2, -v93, v38, v132 :: v_dual_fma_f32 v3, -v95, v5, v133
	s_lshl_b32 s4, s68, 1
	v_div_fixup_f32 v34, v0, v55, v6
	s_mov_b32 s15, 0
	v_add3_u32 v41, s4, 0, v51
	v_add_nc_u32_e32 v42, v1, v54
	v_div_fmas_f32 v1, v2, v99, v38
	s_mov_b32 vcc_lo, s3
	v_dual_fmac_f32 v5, v3, v100 :: v_dual_mul_f32 v38, v134, v102
	v_cvt_pk_f16_f32 v0, v26, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fixup_f32 v26, v1, v55, v7
	v_cvt_pk_f16_f32 v1, v28, v29
	s_mul_i32 s3, s66, s65
	s_mov_b32 s14, 0xffffff
	s_add_co_i32 s3, s3, s67
	s_mov_b32 s4, 16
	s_mul_i32 s9, s69, 0x900
	v_add_lshl_u32 v27, s3, v135, 2
	v_dual_fma_f32 v6, -v95, v5, v133 :: v_dual_fma_f32 v7, -v97, v38, v134
	v_cvt_pk_f16_f32 v2, v30, v31
	v_cvt_pk_f16_f32 v3, v32, v33
	v_cvt_pk_f16_f32 v4, v18, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_div_fmas_f32 v18, v6, v100, v5
	v_fmac_f32_e32 v38, v7, v102
	v_cvt_pk_f16_f32 v5, v20, v21
	v_cvt_pk_f16_f32 v6, v22, v23
	v_div_fixup_f32 v8, v18, v55, v8
	v_cvt_pk_f16_f32 v7, v24, v25
	v_fma_f32 v18, -v97, v38, v134
	v_cvt_pk_f16_f32 v10, v10, v11
	v_cvt_pk_f16_f32 v11, v12, v13
	v_cvt_pk_f16_f32 v12, v14, v15
	v_cvt_pk_f16_f32 v13, v16, v17
	s_mov_b32 vcc_lo, s2
	v_div_fmas_f32 v17, v18, v102, v38
	v_cvt_pk_f16_f32 v14, v37, v35
	v_cvt_pk_f16_f32 v15, v39, v36
	v_cvt_pk_f16_f32 v16, v34, v26
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v41, v50
	v_div_fixup_f32 v9, v17, v55, v9
	s_load_b64 s[2:3], s[0:1], 0x8 nv
	global_load_b32 v18, v101, s[0:1] offset:262 nv
	s_load_b96 s[16:18], s[0:1], 0x114 nv
	global_load_b32 v19, v101, s[0:1] offset:266 nv
	v_cvt_pk_f16_f32 v17, v8, v9
	s_clause 0x1
	s_load_b96 s[20:22], s[0:1], 0xf8 nv
	s_load_b32 s8, s[0:1], 0xf0 nv
	s_wait_kmcnt 0x0
	s_or_b64 s[12:13], s[2:3], 0xfc00000000000000
	s_bitcmp0_b32 s64, 1
	s_mov_b32 s2, s16
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s5, s16
	s_mov_b32 s0, s22
	s_mov_b32 s6, s17
	s_mov_b32 s7, s18
	s_and_b32 s3, s17, 0xffff
	v_cndmask_b32_e32 v8, 0x80000000, v27, vcc_lo
	s_mul_u64 s[10:11], s[56:57], s[2:3]
	s_mul_u64 s[2:3], s[2:3], s[54:55]
	s_add_nc_u64 s[10:11], s[10:11], s[20:21]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[10:11], s[10:11], s[2:3]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(1)
	ds_load_b32 v9, v40
	s_wait_dscnt 0x0
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b32 v9, v8, s[12:15], null offen
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_b128 v42, v[0:3]
	ds_store_b128 v42, v[4:7] offset:32
	ds_store_b128 v42, v[10:13] offset:64
	ds_store_b128 v42, v[14:17] offset:96
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x1
	v_readfirstlane_b32 s1, v18
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s2, v19
	s_sub_co_i32 s2, s2, s34
	s_delay_alu instid0(SALU_CYCLE_1)
	s_max_i32 s2, s2, 0
	s_and_b32 s3, s35, exec_lo
	s_cselect_b32 s3, 0, s2
	s_max_i32 s2, s1, 0
	s_and_b32 s1, s3, 0x7fff0000
	s_lshr_b64 s[12:13], s[2:3], 16
	s_and_b32 s2, s2, 0xffff
	s_lshl_b32 s3, s12, 16
	s_lshr_b32 s12, s12, 16
	s_or_b32 s3, s3, s2
	s_or_b32 s12, s12, s1
	s_min_u32 s1, s3, 64
	s_sub_co_i32 s2, s12, s52
	s_lshl_b32 s1, s1, 16
	s_max_i32 s3, s2, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_lshl_b32 s2, s3, 16
	s_lshr_b32 s3, s3, 16
	s_or_b32 s3, s3, 0x480000
	s_delay_alu instid0(SALU_CYCLE_1)
	tensor_store_from_lds s[8:11], s[0:7]
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Lfunc_end0:
	.size	_attn_fwd_tma, .Lfunc_end0-_attn_fwd_tma
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _attn_fwd_tma
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 336
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
		.amdhsa_next_free_vgpr 144
		.amdhsa_next_free_sgpr 76
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-_attn_fwd_tma)<<4)&4080)>>4
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
	.set .L_attn_fwd_tma.num_vgpr, 144
	.set .L_attn_fwd_tma.num_agpr, 0
	.set .L_attn_fwd_tma.numbered_sgpr, 76
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7672
; TotalNumSgprs: 78
; NumVgprs: 144
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 78
; NumVGPRsForWavesPerEU: 144
; NamedBarCnt: 0
; Occupancy: 7
; WaveLimiterHint : 1
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
      - .offset:         0
        .size:           4
        .value_kind:     by_value
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
        .size:           48
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           8
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .value_kind:     by_value
      - .offset:         96
        .size:           48
        .value_kind:     by_value
      - .offset:         144
        .size:           4
        .value_kind:     by_value
      - .offset:         148
        .size:           4
        .value_kind:     by_value
      - .offset:         152
        .size:           8
        .value_kind:     by_value
      - .offset:         160
        .size:           8
        .value_kind:     by_value
      - .offset:         168
        .size:           48
        .value_kind:     by_value
      - .offset:         216
        .size:           4
        .value_kind:     by_value
      - .offset:         220
        .size:           4
        .value_kind:     by_value
      - .offset:         224
        .size:           8
        .value_kind:     by_value
      - .offset:         232
        .size:           8
        .value_kind:     by_value
      - .offset:         240
        .size:           48
        .value_kind:     by_value
      - .offset:         288
        .size:           4
        .value_kind:     by_value
      - .offset:         292
        .size:           4
        .value_kind:     by_value
      - .offset:         296
        .size:           8
        .value_kind:     by_value
      - .offset:         304
        .size:           8
        .value_kind:     by_value
      - .offset:         312
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         320
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         328
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .max_flat_workgroup_size: 128
    .name:           _attn_fwd_tma
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         _attn_fwd_tma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     144
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
