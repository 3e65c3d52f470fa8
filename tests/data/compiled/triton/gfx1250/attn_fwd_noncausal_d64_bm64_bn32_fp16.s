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
	s_bfe_u32 s50, ttmp8, 0x50019
	s_and_b32 s51, ttmp7, 0xffff
	s_mov_b32 s39, 0
	s_mov_b32 s20, 1
	s_mov_b32 s8, 16
	v_dual_mov_b32 v9, 0 :: v_dual_bitop2_b32 v51, 15, v0 bitop3:0x40
	v_and_b32_e32 v2, 16, v0
	s_clause 0x3
	s_load_b32 s5, s[0:1], 0x14 nv
	s_load_b96 s[16:18], s[0:1], 0x3c nv
	s_load_b96 s[12:14], s[0:1], 0x20 nv
	s_load_b32 s52, s[0:1], 0x138 nv
	v_lshl_or_b32 v3, v51, 7, v2
	s_wait_alu depctr_va_vdst(2)
	s_clause 0x1
	global_load_b32 v1, v9, s[0:1] offset:50 nv
	global_load_b32 v4, v9, s[0:1] offset:46 nv
	s_wait_kmcnt 0x0
	s_abs_i32 s3, s5
	s_ashr_i32 s47, s5, 31
	s_cvt_f32_u32 s6, s3
	s_mov_b32 s2, s16
	s_mov_b32 s4, s14
	s_mov_b32 s9, s16
	v_s_rcp_f32 s6, s6
	s_mov_b32 s10, s17
	s_mov_b32 s11, s18
	s_sub_co_i32 s7, 0, s3
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s6, 0x4f7ffffe
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s7, s7, s6
	s_mul_hi_u32 s7, s6, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s6, s6, s7
	s_mul_hi_u32 s6, s51, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_mul_i32 s7, s6, s3
	s_add_co_i32 s14, s6, 1
	s_sub_co_i32 s7, s51, s7
	s_sub_co_i32 s15, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s6, s14, s6
	s_cselect_b32 s7, s15, s7
	s_add_co_i32 s14, s6, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s6, s14, s6
	s_lshl_b32 s53, ttmp9, 6
	s_lshl_b32 s56, s50, 5
	s_and_b32 s3, s17, 0xffff
	s_xor_b32 s14, s6, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s6, s14, s47
	s_mul_i32 s5, s6, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sub_co_i32 s15, s51, s5
	s_mul_i32 s15, s15, s52
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s33, s15, s6
	s_add_co_i32 s34, s33, s53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_ashr_i32 s35, s34, 31
	s_lshl_b64 s[40:41], s[34:35], 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_u64 s[6:7], s[40:41], s[2:3]
	s_add_nc_u64 s[6:7], s[6:7], s[12:13]
	s_wait_loadcnt 0x1
	v_readfirstlane_b32 s5, v1
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s12, v4
	s_sub_co_i32 s5, s5, s34
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_max_i32 s5, s5, 0
	s_cmp_lt_i32 s34, 0
	s_cselect_b32 s35, -1, 0
	s_and_b32 s13, s35, exec_lo
	s_cselect_b32 s13, 0, s5
	s_max_i32 s12, s12, 0
	s_and_b32 s54, s50, 3
	s_lshr_b64 s[16:17], s[12:13], 16
	s_and_b32 s5, s13, 0x7fff0000
	s_and_b32 s13, s16, 0x7fff
	s_lshr_b32 s16, s16, 16
	s_lshl_b32 s36, s54, 4
	s_or_b32 s16, s16, s5
	s_mul_i32 s21, s54, 0x880
	s_sub_co_i32 s5, s16, s36
	s_lshl_b32 s38, s54, 5
	s_max_i32 s16, s5, 0
	s_mul_u64 s[2:3], s[2:3], s[38:39]
	s_lshl_b32 s5, s12, 16
	s_add_nc_u64 s[22:23], s[6:7], s[2:3]
	s_lshl_b32 s2, s16, 16
	s_lshr_b32 s3, s16, 16
	s_or_b32 s6, s2, s13
	s_or_b32 s7, s3, 0x400000
	s_and_b32 s55, s56, 0x60
	tensor_load_to_lds s[20:23], s[4:11]
	s_cmp_lt_i32 s52, 1
	v_lshl_or_b32 v1, s55, 6, v3
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_mov_b32_e32 v26, 0
	s_lshl_b32 s57, s54, 3
	s_mul_i32 s21, s54, 0x480
	s_mov_b32 s37, s39
	s_mov_b32 s8, 8
	s_mov_b32 s58, 0x76543210
	s_mov_b32 s59, s39
	s_mov_b32 s16, s8
	v_dual_lshrrev_b32 v4, 4, v1 :: v_dual_lshlrev_b32 v5, 4, v0
	v_dual_add_nc_u32 v34, 0, v3 :: v_dual_lshlrev_b32 v3, 7, v0
	v_lshlrev_b32_e32 v6, 1, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0x1f0, v4
	v_dual_mov_b32 v54, 1.0 :: v_dual_lshlrev_b32 v35, 6, v2
	v_mov_b32_e32 v50, 0xff800000
	v_and_b32_e32 v36, 0xe0, v5
	v_add3_u32 v46, 0, v1, v4
	v_and_b32_e32 v37, 0x380, v3
	v_dual_mov_b32 v27, v26 :: v_dual_bitop2_b32 v38, 16, v6 bitop3:0x40
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
	s_wait_alu depctr_vm_vsrc(0)
	v_dual_mov_b32 v8, v26 :: v_dual_mov_b32 v9, v26
	v_or3_b32 v35, v38, v35, v37
	v_add_nc_u32_e32 v55, v34, v36
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x2
	global_load_b32 v57, v26, s[0:1] offset:122 nv
	global_load_b32 v58, v26, s[0:1] offset:118 nv
	global_load_b32 v59, v26, s[0:1] offset:194 nv
	v_dual_lshrrev_b32 v34, 3, v35 :: v_dual_add_nc_u32 v38, 0, v35
	global_load_b32 v60, v26, s[0:1] offset:190 nv
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x0 nv
	s_load_b96 s[44:46], s[0:1], 0x84 nv
	v_and_b32_e32 v39, 0xe0, v34
	s_clause 0x2
	s_load_b96 s[60:62], s[0:1], 0xcc nv
	s_load_b96 s[24:26], s[0:1], 0x68 nv
	s_load_b96 s[28:30], s[0:1], 0xb0 nv
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[34:37], v46 offset:64
	v_add_nc_u32_e32 v56, v38, v39
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[38:41], v46 offset:96
	ds_load_b128 v[42:45], v46
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_b128 v[46:49], v46 offset:32
	s_wait_kmcnt 0x0
	s_mul_f32 s2, s2, 0x3fb8aa3b
	s_and_b32 s7, s45, 0xffff
	s_mov_b32 s6, s44
	s_and_b32 s23, s61, 0xffff
	s_mov_b32 s3, s2
	s_mov_b32 s22, s60
	s_mov_b32 s4, s26
	s_mov_b32 s9, s44
	s_mov_b32 s10, s45
	s_mov_b32 s11, s46
	s_mov_b32 s12, s30
	s_mov_b32 s17, s60
	s_mov_b32 s18, s61
	s_mov_b32 s19, s62
	s_lshl_b64 s[26:27], s[6:7], 1
	s_mul_u64 s[30:31], s[6:7], s[36:37]
	s_lshl_b64 s[42:43], s[22:23], 1
	s_mul_u64 s[44:45], s[22:23], s[36:37]
	v_mov_b64_e32 v[52:53], s[2:3]
	s_wait_loadcnt 0x3
	v_readfirstlane_b32 s3, v57
	s_wait_loadcnt 0x2
	v_readfirstlane_b32 s5, v58
	s_wait_loadcnt 0x1
	v_readfirstlane_b32 s6, v59
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s7, v60
	s_max_i32 s46, s5, 0
	s_max_i32 s48, s7, 0
	s_add_co_i32 s6, s6, s47
	s_add_co_i32 s3, s3, s47
	s_lshl_b32 s5, s46, 16
	s_lshl_b32 s13, s48, 16
	s_sub_co_i32 s6, s6, s15
	s_sub_co_i32 s7, s3, s15
	s_sub_co_i32 s3, s6, s14
	s_sub_co_i32 s37, s7, s14
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v57, v50 :: v_dual_mov_b32 v106, v54
	s_add_co_i32 s6, s33, s59
	s_max_i32 s22, s37, 0
	s_max_i32 s23, s3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v50, v57, v57
	s_ashr_i32 s7, s6, 31
	s_cmp_lt_i32 s6, 0
	s_mul_u64 s[14:15], s[26:27], s[6:7]
	s_cselect_b32 s47, 0, s22
	s_add_nc_u64 s[14:15], s[14:15], s[24:25]
	s_cselect_b32 s49, 0, s23
	s_lshr_b64 s[22:23], s[46:47], 16
	s_and_b32 s23, s47, 0x7fff0000
	s_and_b32 s47, s22, 0x7fff
	s_lshr_b32 s60, s22, 16
	s_sub_co_i32 s61, s23, s57
	s_add_nc_u64 s[22:23], s[14:15], s[30:31]
	s_add_co_i32 s61, s61, s60
	s_mul_u64 s[14:15], s[42:43], s[6:7]
	s_max_i32 s6, s61, 0
	s_add_co_i32 s59, s59, 32
	s_lshl_b32 s7, s6, 16
	s_lshr_b32 s60, s6, 16
	s_or_b32 s6, s7, s47
	s_or_b32 s7, s60, 0x400000
	s_sub_co_i32 s3, s3, 32
	s_sub_co_i32 s37, s37, 32
	s_add_nc_u64 s[14:15], s[14:15], s[28:29]
	s_lshr_b64 s[60:61], s[48:49], 16
	s_and_b32 s47, s49, 0x7fff0000
	s_and_b32 s49, s60, 0x7fff
	s_lshr_b32 s60, s60, 16
	s_sub_co_i32 s47, s47, s57
	s_barrier_wait -1
	tensor_load_to_lds s[20:23], s[4:11]
	s_add_co_i32 s47, s47, s60
	s_add_nc_u64 s[22:23], s[14:15], s[44:45]
	s_max_i32 s6, s47, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s7, s6, 16
	s_lshr_b32 s6, s6, 16
	s_or_b32 s14, s7, s49
	s_or_b32 s15, s6, 0x400000
	s_cmp_lt_i32 s59, s52
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(2)
	ds_load_b128 v[58:61], v55
	ds_load_b128 v[62:65], v55 offset:32
	ds_load_b128 v[66:69], v55 offset:2304
	ds_load_b128 v[70:73], v55 offset:2336
	ds_load_b128 v[74:77], v55 offset:64
	ds_load_b128 v[78:81], v55 offset:96
	ds_load_b128 v[82:85], v55 offset:2368
	ds_load_b128 v[86:89], v55 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[90:97], v[58:65], v[42:49], 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_delay_alu instid0(TRANS32_DEP_1)
	v_wmma_f32_16x16x32_f16 v[90:97], v[74:81], v[34:41], v[90:97]
	v_wmma_f32_16x16x32_f16 v[58:65], v[66:73], v[42:49], 0
	v_nop
	v_nop
	v_nop
	v_nop
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_2)
	v_dual_max_num_f32 v54, v91, v91 :: v_dual_max_num_f32 v66, v90, v90
	v_max3_num_f32 v67, v93, v94, v95
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_wmma_f32_16x16x32_f16 v[58:65], v[82:89], v[34:41], v[58:65]
	v_max_num_f32_e32 v54, v66, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_max3_num_f32 v54, v54, v92, v67
	v_nop
	v_nop
	v_max3_num_f32 v66, v96, v97, v58
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_max3_num_f32 v67, v59, v60, v61
	v_max3_num_f32 v68, v62, v63, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_max3_num_f32 v67, v67, v68, v65
	s_barrier_wait -1
	tensor_load_to_lds s[20:23], s[12:19]
	v_max3_num_f32 v54, v54, v66, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v66, v54, s58, 0xfedcba98 op_sel:[1,0]
	v_max_num_f32_e32 v66, v66, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v54, v54, v66
	v_mul_f32_e32 v54, s2, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v50, v50, v54
	v_pk_fma_f32 v[66:67], v[52:53], v[90:91], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], v[52:53], v[92:93], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], v[52:53], v[94:95], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], v[52:53], v[96:97], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], v[52:53], v[58:59], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v66, v66
	v_pk_fma_f32 v[68:69], v[52:53], v[60:61], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v67, v67
	v_pk_fma_f32 v[62:63], v[52:53], v[62:63], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v60, v98
	v_pk_fma_f32 v[64:65], v[52:53], v[64:65], v[50:51] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_exp_f32_e32 v61, v99
	v_sub_f32_e32 v54, v57, v50
	v_exp_f32_e32 v70, v100
	v_exp_f32_e32 v71, v101
	v_cvt_pk_f16_f32 v58, v66, v67
	v_exp_f32_e32 v72, v102
	v_exp_f32_e32 v73, v103
	v_cvt_pk_f16_f32 v59, v60, v61
	v_exp_f32_e32 v74, v104
	v_pk_add_f32 v[66:67], v[66:67], v[60:61]
	v_exp_f32_e32 v75, v105
	v_cvt_pk_f16_f32 v60, v70, v71
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_cvt_pk_f16_f32 v61, v72, v73
	v_exp_f32_e32 v76, v62
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_exp_f32_e32 v77, v63
	v_cvt_pk_f16_f32 v62, v74, v75
	v_exp_f32_e32 v72, v64
	v_exp_f32_e32 v73, v65
	v_cvt_pk_f16_f32 v63, v68, v69
	v_exp_f32_e32 v78, v54
	v_pk_add_f32 v[68:69], v[74:75], v[68:69]
	v_cvt_pk_f16_f32 v64, v76, v77
	v_pk_add_f32 v[66:67], v[66:67], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_cvt_pk_f16_f32 v65, v72, v73
	v_pk_add_f32 v[70:71], v[76:77], v[72:73]
	v_pk_mul_f32 v[26:27], v[26:27], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[78:79] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[78:79] op_sel_hi:[1,0]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_add_f32_e32 v54, v66, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_permlanex16_b32 v57, v54, s58, 0xfedcba98 op_sel:[1,0]
	v_add_f32_e32 v54, v54, v57
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v54, v106, v78
	s_wait_tensorcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[70:73], v56 offset:2304
	ds_load_tr16_b128 v[66:69], v56
	ds_load_tr16_b128 v[74:77], v56 offset:32
	ds_load_tr16_b128 v[78:81], v56 offset:2336
	ds_load_tr16_b128 v[82:85], v56 offset:64
	ds_load_tr16_b128 v[86:89], v56 offset:2368
	ds_load_tr16_b128 v[90:93], v56 offset:96
	ds_load_tr16_b128 v[94:97], v56 offset:2400
	s_wait_dscnt 0x6
	v_wmma_f32_16x16x32_f16 v[26:33], v[66:73], v[58:65], v[26:33]
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[18:25], v[74:81], v[58:65], v[18:25]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[10:17], v[82:89], v[58:65], v[10:17]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[2:9], v[90:97], v[58:65], v[2:9]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v54, 1.0
	v_mov_b32_e32 v50, 0xff800000
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v5, 0
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
.LBB0_4:                                ; %._crit_edge
	s_barrier_signal -1
	v_nop
	s_delay_alu instid0(VALU_DEP_2)
	v_div_scale_f32 v34, null, v54, v54, v26
	v_div_scale_f32 v35, null, v54, v54, v27
	v_div_scale_f32 v36, null, v54, v54, v28
	v_div_scale_f32 v37, null, v54, v54, v29
	v_div_scale_f32 v38, null, v54, v54, v30
	v_rcp_f32_e32 v39, v34
	v_div_scale_f32 v40, null, v54, v54, v31
	v_rcp_f32_e32 v41, v35
	v_div_scale_f32 v42, null, v54, v54, v32
	v_rcp_f32_e32 v43, v36
	v_div_scale_f32 v44, null, v54, v54, v33
	v_rcp_f32_e32 v45, v37
	s_wait_alu depctr_vm_vsrc(0)
	v_div_scale_f32 v46, null, v54, v54, v18
	v_rcp_f32_e32 v47, v38
	v_div_scale_f32 v48, null, v54, v54, v19
	v_rcp_f32_e32 v49, v40
	v_div_scale_f32 v52, null, v54, v54, v20
	v_rcp_f32_e32 v53, v42
	v_div_scale_f32 v55, null, v54, v54, v21
	v_rcp_f32_e32 v56, v44
	v_div_scale_f32 v57, null, v54, v54, v22
	v_rcp_f32_e32 v58, v46
	v_div_scale_f32 v59, null, v54, v54, v23
	v_rcp_f32_e32 v60, v48
	v_div_scale_f32 v61, null, v54, v54, v24
	v_rcp_f32_e32 v62, v52
	v_div_scale_f32 v63, null, v54, v54, v25
	v_rcp_f32_e32 v64, v55
	v_div_scale_f32 v65, null, v54, v54, v10
	v_rcp_f32_e32 v66, v57
	v_div_scale_f32 v67, null, v54, v54, v11
	v_rcp_f32_e32 v68, v59
	v_div_scale_f32 v69, null, v54, v54, v12
	v_rcp_f32_e32 v70, v61
	s_barrier_wait -1
	v_rcp_f32_e32 v71, v63
	v_div_scale_f32 v72, null, v54, v54, v13
	v_rcp_f32_e32 v73, v65
	v_div_scale_f32 v74, null, v54, v54, v14
	v_rcp_f32_e32 v75, v67
	v_div_scale_f32 v76, null, v54, v54, v15
	v_rcp_f32_e32 v77, v69
	v_div_scale_f32 v78, null, v54, v54, v16
	v_rcp_f32_e32 v79, v72
	v_div_scale_f32 v80, null, v54, v54, v17
	v_rcp_f32_e32 v81, v74
	v_div_scale_f32 v82, null, v54, v54, v2
	v_rcp_f32_e32 v83, v76
	v_div_scale_f32 v84, null, v54, v54, v3
	v_rcp_f32_e32 v85, v78
	v_div_scale_f32 v86, null, v54, v54, v4
	v_rcp_f32_e32 v87, v80
	v_div_scale_f32 v88, null, v54, v54, v5
	v_rcp_f32_e32 v89, v82
	v_div_scale_f32 v90, null, v54, v54, v6
	v_rcp_f32_e32 v91, v84
	v_div_scale_f32 v92, null, v54, v54, v7
	v_rcp_f32_e32 v93, v86
	v_div_scale_f32 v94, null, v54, v54, v8
	v_rcp_f32_e32 v95, v88
	v_div_scale_f32 v96, null, v54, v54, v9
	v_rcp_f32_e32 v97, v90
	v_cmp_gt_f32_e32 vcc_lo, 0x800000, v54
	v_rcp_f32_e32 v98, v92
	v_lshlrev_b32_e32 v51, 2, v51
	v_rcp_f32_e32 v99, v94
	v_mov_b32_e32 v100, 0
	v_rcp_f32_e32 v101, v96
	v_cndmask_b32_e64 v102, 0, 32, vcc_lo
	v_cndmask_b32_e64 v103, 0, 0x42000000, vcc_lo
	v_and_b32_e32 v0, 31, v0
	v_div_scale_f32 v104, vcc_lo, v26, v54, v26
	s_delay_alu instid0(VALU_DEP_4)
	v_ldexp_f32 v102, v54, v102
	v_div_scale_f32 v105, s13, v27, v54, v27
	v_div_scale_f32 v106, s14, v28, v54, v28
	v_div_scale_f32 v107, s15, v29, v54, v29
	v_div_scale_f32 v108, s16, v30, v54, v30
	v_log_f32_e32 v102, v102
	v_div_scale_f32 v109, s17, v31, v54, v31
	v_div_scale_f32 v110, s18, v32, v54, v32
	v_div_scale_f32 v111, s19, v33, v54, v33
	v_div_scale_f32 v112, s20, v18, v54, v18
	v_div_scale_f32 v113, s21, v19, v54, v19
	v_div_scale_f32 v114, s22, v20, v54, v20
	v_div_scale_f32 v115, s23, v21, v54, v21
	v_sub_f32_e32 v102, v102, v103
	v_div_scale_f32 v103, s24, v22, v54, v22
	v_div_scale_f32 v116, s25, v23, v54, v23
	v_div_scale_f32 v117, s26, v24, v54, v24
	v_div_scale_f32 v118, s27, v25, v54, v25
	v_add_f32_e32 v50, v50, v102
	v_div_scale_f32 v102, s28, v10, v54, v10
	v_div_scale_f32 v119, s29, v11, v54, v11
	v_div_scale_f32 v120, s30, v12, v54, v12
	v_div_scale_f32 v121, s31, v13, v54, v13
	v_div_scale_f32 v122, s33, v14, v54, v14
	v_div_scale_f32 v123, s12, v15, v54, v15
	v_div_scale_f32 v124, s11, v16, v54, v16
	v_div_scale_f32 v125, s10, v17, v54, v17
	v_div_scale_f32 v126, s9, v2, v54, v2
	v_div_scale_f32 v127, s8, v3, v54, v3
	v_div_scale_f32 v128, s7, v4, v54, v4
	v_div_scale_f32 v129, s6, v5, v54, v5
	v_div_scale_f32 v130, s5, v6, v54, v6
	v_div_scale_f32 v131, s4, v7, v54, v7
	v_div_scale_f32 v132, s3, v8, v54, v8
	v_div_scale_f32 v133, s2, v9, v54, v9
	v_lshrrev_b32_e32 v134, 3, v1
	v_and_or_b32 v135, s56, 32, v0
	v_fma_f32 v0, -v34, v39, 1.0
	v_fma_f32 v136, -v35, v41, 1.0
	v_fma_f32 v137, -v36, v43, 1.0
	v_and_b32_e32 v134, 0x3f0, v134
	v_fma_f32 v138, -v37, v45, 1.0
	v_fmac_f32_e32 v39, v0, v39
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v41, v136, v41 :: v_dual_fmac_f32 v43, v137, v43
	v_fma_f32 v0, -v38, v47, 1.0
	v_dual_fmac_f32 v45, v138, v45 :: v_dual_mul_f32 v136, v104, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v137, v105, v41 :: v_dual_mul_f32 v138, v106, v43
	v_dual_fmac_f32 v47, v0, v47 :: v_dual_mul_f32 v0, v107, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fma_f32 v139, -v34, v136, v104 :: v_dual_fma_f32 v140, -v35, v137, v105
	v_fma_f32 v141, -v36, v138, v106
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v142, v108, v47 :: v_dual_fma_f32 v143, -v37, v0, v107
	v_dual_fmac_f32 v136, v139, v39 :: v_dual_fmac_f32 v137, v140, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v138, v141, v43 :: v_dual_fma_f32 v139, -v38, v142, v108
	v_fmac_f32_e32 v0, v143, v45
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fma_f32 v34, -v34, v136, v104 :: v_dual_fma_f32 v35, -v35, v137, v105
	v_fma_f32 v36, -v36, v138, v106
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v142, v139, v47 :: v_dual_fma_f32 v37, -v37, v0, v107
	v_div_fmas_f32 v34, v34, v39, v136
	s_mov_b32 vcc_lo, s13
	v_fma_f32 v39, -v40, v49, 1.0
	v_div_fmas_f32 v35, v35, v41, v137
	s_mov_b32 vcc_lo, s14
	v_div_fixup_f32 v26, v34, v54, v26
	v_div_fmas_f32 v34, v36, v43, v138
	s_mov_b32 vcc_lo, s15
	v_div_fixup_f32 v27, v35, v54, v27
	v_div_fmas_f32 v0, v37, v45, v0
	s_mov_b32 vcc_lo, s16
	v_div_fixup_f32 v28, v34, v54, v28
	v_dual_fma_f32 v34, -v38, v142, v108 :: v_dual_fmac_f32 v49, v39, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v29, v0, v54, v29
	v_fma_f32 v0, -v42, v53, 1.0
	v_fma_f32 v35, -v44, v56, 1.0
	v_div_fmas_f32 v34, v34, v47, v142
	s_mov_b32 vcc_lo, s17
	v_mul_f32_e32 v36, v109, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v53, v0, v53 :: v_dual_fmac_f32 v56, v35, v56
	v_div_fixup_f32 v30, v34, v54, v30
	v_fma_f32 v0, -v46, v58, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fma_f32 v34, -v40, v36, v109 :: v_dual_mul_f32 v35, v110, v53
	v_mul_f32_e32 v37, v111, v56
	v_fma_f32 v38, -v48, v60, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v58, v0, v58 :: v_dual_fmac_f32 v36, v34, v49
	v_dual_fma_f32 v0, -v42, v35, v110 :: v_dual_fma_f32 v34, -v44, v37, v111
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v60, v38, v60 :: v_dual_mul_f32 v38, v112, v58
	v_fma_f32 v39, -v40, v36, v109
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v35, v0, v53 :: v_dual_fmac_f32 v37, v34, v56
	v_dual_mul_f32 v0, v113, v60 :: v_dual_fma_f32 v34, -v46, v38, v112
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v36, v39, v49, v36
	s_mov_b32 vcc_lo, s18
	v_dual_fma_f32 v39, -v42, v35, v110 :: v_dual_fma_f32 v40, -v44, v37, v111
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v38, v34, v58
	v_div_fixup_f32 v31, v36, v54, v31
	v_fma_f32 v34, -v48, v0, v113
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f32 v35, v39, v53, v35
	s_mov_b32 vcc_lo, s19
	v_fma_f32 v36, -v46, v38, v112
	v_div_fmas_f32 v37, v40, v56, v37
	s_mov_b32 vcc_lo, s20
	v_div_fixup_f32 v32, v35, v54, v32
	v_fmac_f32_e32 v0, v34, v60
	v_div_fmas_f32 v34, v36, v58, v38
	s_mov_b32 vcc_lo, s21
	v_div_fixup_f32 v33, v37, v54, v33
	v_fma_f32 v35, -v52, v62, 1.0
	v_fma_f32 v36, -v48, v0, v113
	v_div_fixup_f32 v18, v34, v54, v18
	v_fma_f32 v34, -v55, v64, 1.0
	v_fma_f32 v37, -v57, v66, 1.0
	v_fmac_f32_e32 v62, v35, v62
	v_div_fmas_f32 v0, v36, v60, v0
	s_mov_b32 vcc_lo, s22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v64, v34, v64 :: v_dual_fmac_f32 v66, v37, v66
	v_mul_f32_e32 v34, v114, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v19, v0, v54, v19
	v_fma_f32 v0, -v59, v68, 1.0
	v_mul_f32_e32 v35, v115, v64
	v_mul_f32_e32 v36, v103, v66
	v_fma_f32 v37, -v52, v34, v114
	v_fma_f32 v38, -v61, v70, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v68, v0, v68 :: v_dual_fma_f32 v0, -v55, v35, v115
	v_fma_f32 v39, -v57, v36, v103
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v34, v37, v62
	v_dual_fmac_f32 v70, v38, v70 :: v_dual_mul_f32 v37, v116, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v35, v0, v64 :: v_dual_fmac_f32 v36, v39, v66
	v_fma_f32 v0, -v52, v34, v114
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v38, v117, v70 :: v_dual_fma_f32 v39, -v59, v37, v116
	v_fma_f32 v40, -v55, v35, v115
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v41, -v57, v36, v103
	v_div_fmas_f32 v0, v0, v62, v34
	s_mov_b32 vcc_lo, s23
	v_fmac_f32_e32 v37, v39, v68
	v_div_fmas_f32 v34, v40, v64, v35
	s_mov_b32 vcc_lo, s24
	v_div_fixup_f32 v20, v0, v54, v20
	v_div_fmas_f32 v0, v41, v66, v36
	s_mov_b32 vcc_lo, s25
	v_div_fixup_f32 v21, v34, v54, v21
	v_dual_fma_f32 v34, -v59, v37, v116 :: v_dual_fma_f32 v35, -v61, v38, v117
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v22, v0, v54, v22
	v_fma_f32 v0, -v63, v71, 1.0
	v_fma_f32 v36, -v65, v73, 1.0
	v_div_fmas_f32 v34, v34, v68, v37
	s_mov_b32 vcc_lo, s26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v38, v35, v70 :: v_dual_fmac_f32 v71, v0, v71
	v_fmac_f32_e32 v73, v36, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v23, v34, v54, v23
	v_fma_f32 v0, -v67, v75, 1.0
	v_dual_fma_f32 v34, -v61, v38, v117 :: v_dual_mul_f32 v35, v118, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v36, v102, v73
	v_fma_f32 v37, -v69, v77, 1.0
	v_fmac_f32_e32 v75, v0, v75
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v0, v34, v70, v38
	s_mov_b32 vcc_lo, s27
	v_fma_f32 v34, -v63, v35, v118
	v_dual_fma_f32 v38, -v65, v36, v102 :: v_dual_mul_f32 v39, v119, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v24, v0, v54, v24
	v_dual_fmac_f32 v77, v37, v77 :: v_dual_fmac_f32 v35, v34, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v36, v38, v73 :: v_dual_fma_f32 v0, -v67, v39, v119
	v_fma_f32 v34, -v72, v79, 1.0
	v_dual_mul_f32 v37, v120, v77 :: v_dual_fma_f32 v38, -v63, v35, v118
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fma_f32 v40, -v65, v36, v102 :: v_dual_fmac_f32 v39, v0, v75
	v_dual_fmac_f32 v79, v34, v79 :: v_dual_fma_f32 v0, -v69, v37, v120
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v34, v38, v71, v35
	s_mov_b32 vcc_lo, s28
	v_fma_f32 v35, -v67, v39, v119
	v_div_fmas_f32 v36, v40, v73, v36
	s_mov_b32 vcc_lo, s29
	v_div_fixup_f32 v25, v34, v54, v25
	v_fmac_f32_e32 v37, v0, v77
	v_div_fmas_f32 v0, v35, v75, v39
	s_mov_b32 vcc_lo, s30
	v_div_fixup_f32 v10, v36, v54, v10
	v_mul_f32_e32 v34, v121, v79
	v_fma_f32 v35, -v69, v37, v120
	v_div_fixup_f32 v11, v0, v54, v11
	v_fma_f32 v0, -v74, v81, 1.0
	v_fma_f32 v36, -v76, v83, 1.0
	v_fma_f32 v38, -v72, v34, v121
	v_div_fmas_f32 v35, v35, v77, v37
	s_mov_b32 vcc_lo, s31
	v_fmac_f32_e32 v81, v0, v81
	v_fmac_f32_e32 v83, v36, v83
	v_fmac_f32_e32 v34, v38, v79
	v_div_fixup_f32 v12, v35, v54, v12
	v_fma_f32 v0, -v78, v85, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mul_f32 v35, v122, v81 :: v_dual_mul_f32 v36, v123, v83
	v_fma_f32 v37, -v72, v34, v121
	v_fma_f32 v38, -v80, v87, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v85, v0, v85 :: v_dual_fma_f32 v0, -v74, v35, v122
	v_fma_f32 v39, -v76, v36, v123
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v34, v37, v79, v34
	s_mov_b32 vcc_lo, s33
	v_mul_f32_e32 v37, v124, v85
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v35, v0, v81 :: v_dual_fmac_f32 v36, v39, v83
	v_div_fixup_f32 v13, v34, v54, v13
	v_fmac_f32_e32 v87, v38, v87
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v0, -v78, v37, v124
	v_dual_fma_f32 v34, -v74, v35, v122 :: v_dual_fma_f32 v38, -v76, v36, v123
	v_fma_f32 v39, -v82, v89, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v40, v125, v87 :: v_dual_fmac_f32 v37, v0, v85
	v_div_fmas_f32 v0, v34, v81, v35
	s_mov_b32 vcc_lo, s12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v89, v39, v89
	v_div_fmas_f32 v34, v38, v83, v36
	s_mov_b32 vcc_lo, s11
	v_div_fixup_f32 v14, v0, v54, v14
	v_dual_fma_f32 v0, -v78, v37, v124 :: v_dual_fma_f32 v35, -v80, v40, v125
	v_div_fixup_f32 v15, v34, v54, v15
	v_mul_f32_e32 v34, v126, v89
	v_fma_f32 v36, -v84, v91, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v0, v0, v85, v37
	s_mov_b32 vcc_lo, s10
	v_dual_fmac_f32 v40, v35, v87 :: v_dual_fma_f32 v35, -v82, v34, v126
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v91, v36, v91
	v_div_fixup_f32 v16, v0, v54, v16
	v_fma_f32 v0, -v86, v93, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fma_f32 v36, -v80, v40, v125 :: v_dual_fmac_f32 v34, v35, v89
	v_mul_f32_e32 v35, v127, v91
	v_fma_f32 v37, -v88, v95, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v93, v0, v93
	v_div_fmas_f32 v0, v36, v87, v40
	s_mov_b32 vcc_lo, s9
	v_dual_fma_f32 v36, -v82, v34, v126 :: v_dual_fma_f32 v38, -v84, v35, v127
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v39, v128, v93
	v_div_fixup_f32 v17, v0, v54, v17
	v_fmac_f32_e32 v95, v37, v95
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f32 v0, v36, v89, v34
	s_mov_b32 vcc_lo, s8
	v_fmac_f32_e32 v35, v38, v91
	v_fma_f32 v34, -v86, v39, v128
	v_mul_f32_e32 v36, v129, v95
	v_div_fixup_f32 v37, v0, v54, v2
	v_fma_f32 v0, -v90, v97, 1.0
	v_fma_f32 v2, -v84, v35, v127
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v39, v34, v93 :: v_dual_fma_f32 v34, -v88, v36, v129
	v_fma_f32 v38, -v92, v98, 1.0
	v_fmac_f32_e32 v97, v0, v97
	s_delay_alu instid0(VALU_DEP_4)
	v_div_fmas_f32 v0, v2, v91, v35
	s_mov_b32 vcc_lo, s7
	v_fma_f32 v2, -v86, v39, v128
	v_fmac_f32_e32 v36, v34, v95
	v_mul_f32_e32 v34, v130, v97
	v_div_fixup_f32 v35, v0, v54, v3
	v_fmac_f32_e32 v98, v38, v98
	v_div_fmas_f32 v0, v2, v93, v39
	s_mov_b32 vcc_lo, s6
	v_dual_fma_f32 v2, -v88, v36, v129 :: v_dual_fma_f32 v3, -v90, v34, v130
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v38, v131, v98
	v_div_fixup_f32 v39, v0, v54, v4
	v_fma_f32 v0, -v94, v99, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v2, v2, v95, v36
	s_mov_b32 vcc_lo, s5
	v_dual_fmac_f32 v34, v3, v97 :: v_dual_fma_f32 v3, -v92, v38, v131
	v_fmac_f32_e32 v99, v0, v99
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_fixup_f32 v36, v2, v54, v5
	v_fma_f32 v0, -v96, v101, 1.0
	v_fma_f32 v2, -v90, v34, v130
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v38, v3, v98 :: v_dual_mul_f32 v5, v132, v99
	v_lshl_add_u32 v40, v135, 2, 0
	v_fmac_f32_e32 v101, v0, v101
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v0, v2, v97, v34
	s_mov_b32 vcc_lo, s4
	v_dual_fma_f32 v2, -v92, v38, v131 :: v_dual_fma_f32 v3, -v94, v5, v132
	s_lshl_b32 s4, s55, 1
	v_div_fixup_f32 v34, v0, v54, v6
	s_mov_b32 s15, 0
	v_add3_u32 v41, s4, 0, v51
	v_add3_u32 v42, 0, v1, v134
	v_div_fmas_f32 v1, v2, v98, v38
	s_mov_b32 vcc_lo, s3
	v_dual_fmac_f32 v5, v3, v99 :: v_dual_mul_f32 v38, v133, v101
	v_cvt_pk_f16_f32 v0, v26, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fixup_f32 v26, v1, v54, v7
	v_cvt_pk_f16_f32 v1, v28, v29
	s_mul_i32 s3, s52, s51
	s_mov_b32 s14, 0xffffff
	s_add_co_i32 s3, s3, s53
	s_mov_b32 s4, 16
	s_mul_i32 s9, s54, 0x900
	v_add_lshl_u32 v27, s3, v135, 2
	v_dual_fma_f32 v6, -v94, v5, v132 :: v_dual_fma_f32 v7, -v96, v38, v133
	v_cvt_pk_f16_f32 v2, v30, v31
	v_cvt_pk_f16_f32 v3, v32, v33
	v_cvt_pk_f16_f32 v4, v18, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_div_fmas_f32 v18, v6, v99, v5
	v_fmac_f32_e32 v38, v7, v101
	v_cvt_pk_f16_f32 v5, v20, v21
	v_cvt_pk_f16_f32 v6, v22, v23
	v_div_fixup_f32 v8, v18, v54, v8
	v_cvt_pk_f16_f32 v7, v24, v25
	v_fma_f32 v18, -v96, v38, v133
	v_cvt_pk_f16_f32 v10, v10, v11
	v_cvt_pk_f16_f32 v11, v12, v13
	v_cvt_pk_f16_f32 v12, v14, v15
	v_cvt_pk_f16_f32 v13, v16, v17
	s_mov_b32 vcc_lo, s2
	v_div_fmas_f32 v17, v18, v101, v38
	v_cvt_pk_f16_f32 v14, v37, v35
	v_cvt_pk_f16_f32 v15, v39, v36
	v_cvt_pk_f16_f32 v16, v34, v26
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v41, v50
	v_div_fixup_f32 v9, v17, v54, v9
	s_load_b64 s[2:3], s[0:1], 0x8 nv
	global_load_b32 v18, v100, s[0:1] offset:262 nv
	s_load_b96 s[16:18], s[0:1], 0x114 nv
	global_load_b32 v19, v100, s[0:1] offset:266 nv
	v_cvt_pk_f16_f32 v17, v8, v9
	s_clause 0x1
	s_load_b96 s[20:22], s[0:1], 0xf8 nv
	s_load_b32 s8, s[0:1], 0xf0 nv
	s_wait_kmcnt 0x0
	s_or_b64 s[12:13], s[2:3], 0xfc00000000000000
	s_bitcmp0_b32 s50, 1
	s_mov_b32 s2, s16
	s_cselect_b32 vcc_lo, -1, 0
	s_mov_b32 s5, s16
	s_mov_b32 s0, s22
	s_mov_b32 s6, s17
	s_mov_b32 s7, s18
	s_and_b32 s3, s17, 0xffff
	v_cndmask_b32_e32 v8, 0x80000000, v27, vcc_lo
	s_mul_u64 s[10:11], s[40:41], s[2:3]
	s_mul_u64 s[2:3], s[2:3], s[38:39]
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
	s_sub_co_i32 s2, s12, s36
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
	.set .L_attn_fwd_tma.numbered_sgpr, 66
	.set .L_attn_fwd_tma.num_named_barrier, 0
	.set .L_attn_fwd_tma.private_seg_size, 0
	.set .L_attn_fwd_tma.uses_vcc, 1
	.set .L_attn_fwd_tma.uses_flat_scratch, 0
	.set .L_attn_fwd_tma.has_dyn_sized_stack, 0
	.set .L_attn_fwd_tma.has_recursion, 0
	.set .L_attn_fwd_tma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5696
; TotalNumSgprs: 68
; NumVgprs: 144
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 68
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
    .sgpr_count:     68
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
