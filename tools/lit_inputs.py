"""My transcription of the MIR inputs of LLVM's hazard lit tests (llvm/test/CodeGen/AMDGPU/<file>).

Only the functions' bodies (the instructions the recognizer sees), not the tests' CHECK lines:
the expected padding is llc-22's, recorded by tools/gen_lit_replay.py. Each entry is
(test file, the -mcpu values to run it on, -mattr, {function: body}). The gfx6-gfx9 tests
(RUN lines for tahiti ... gfx900) run on the project's CDNA targets.
"""

from __future__ import annotations

CDNA = ("gfx908", "gfx90a", "gfx942", "gfx950")

FILES: list[tuple[str, tuple[str, ...], str, dict[str, str]]] = []

FILES.append(("inserted-wait-states.mir", CDNA, "", {
    "div_fmas": """
bb.0:
$vcc = S_MOV_B64 0
$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, implicit $exec
S_BRANCH %bb.1
bb.1:
implicit $vcc = V_CMP_EQ_I32_e32 $vgpr1, $vgpr2, implicit $exec
$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, implicit $exec
S_BRANCH %bb.2
bb.2:
$vcc = V_CMP_EQ_I32_e64 $vgpr1, $vgpr2, implicit $exec
$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, implicit $exec
S_BRANCH %bb.3
bb.3:
$vgpr4, $vcc = V_DIV_SCALE_F32_e64 0, $vgpr1, 0, $vgpr1, 0, $vgpr3, 0, 0, implicit $mode, implicit $exec
$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, implicit $exec
S_ENDPGM 0
""",
    "s_getreg": """
bb.0:
S_SETREG_B32 $sgpr0, 1, implicit-def $mode, implicit $mode
$sgpr1 = S_GETREG_B32 1, implicit-def $mode, implicit $mode
S_BRANCH %bb.1
bb.1:
S_SETREG_IMM32_B32 0, 1, implicit-def $mode, implicit $mode
$sgpr1 = S_GETREG_B32 1, implicit-def $mode, implicit $mode
S_BRANCH %bb.2
bb.2:
S_SETREG_B32 $sgpr0, 1, implicit-def $mode, implicit $mode
$sgpr1 = S_MOV_B32 0
$sgpr2 = S_GETREG_B32 1, implicit-def $mode, implicit $mode
S_BRANCH %bb.3
bb.3:
S_SETREG_B32 $sgpr0, 0, implicit-def $mode, implicit $mode
$sgpr1 = S_GETREG_B32 1, implicit-def $mode, implicit $mode
S_ENDPGM 0
""",
    "s_setreg": """
bb.0:
S_SETREG_B32 $sgpr0, 1, implicit-def $mode, implicit $mode
S_SETREG_B32 $sgpr1, 1, implicit-def $mode, implicit $mode
S_BRANCH %bb.1
bb.1:
S_SETREG_B32 $sgpr0, 64, implicit-def $mode, implicit $mode
S_SETREG_B32 $sgpr1, 128, implicit-def $mode, implicit $mode
S_BRANCH %bb.2
bb.2:
S_SETREG_B32 $sgpr0, 1, implicit-def $mode, implicit $mode
S_SETREG_B32 $sgpr1, 0, implicit-def $mode, implicit $mode
S_ENDPGM 0
""",
    "vmem_gt_8dw_store": """
bb.0:
BUFFER_STORE_DWORD_OFFSET $vgpr3, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_STORE_DWORDX3_OFFSET $vgpr2_vgpr3_vgpr4, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_STORE_DWORDX4_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_STORE_DWORDX4_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_STORE_FORMAT_XYZ_OFFSET $vgpr2_vgpr3_vgpr4, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_STORE_FORMAT_XYZW_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
BUFFER_ATOMIC_CMPSWAP_X2_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
S_BRANCH %bb.1
bb.1:
FLAT_STORE_DWORDX2 $vgpr0_vgpr1, $vgpr2_vgpr3, 0, 0, implicit $exec, implicit $flat_scr
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
FLAT_STORE_DWORDX3 $vgpr0_vgpr1, $vgpr2_vgpr3_vgpr4, 0, 0, implicit $exec, implicit $flat_scr
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
FLAT_STORE_DWORDX4 $vgpr0_vgpr1, $vgpr2_vgpr3_vgpr4_vgpr5, 0, 0, implicit $exec, implicit $flat_scr
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
FLAT_ATOMIC_CMPSWAP_X2 $vgpr0_vgpr1, $vgpr2_vgpr3_vgpr4_vgpr5, 0, 0, implicit $exec, implicit $flat_scr
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
FLAT_ATOMIC_FCMPSWAP_X2 $vgpr0_vgpr1, $vgpr2_vgpr3_vgpr4_vgpr5, 0, 0, implicit $exec, implicit $flat_scr
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
S_ENDPGM 0
""",
    "readwrite_lane": """
bb.0:
$vgpr0,$sgpr0_sgpr1 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, implicit $vcc, 0, implicit $exec
$sgpr4 = V_READLANE_B32 $vgpr4, $sgpr0
S_BRANCH %bb.1
bb.1:
$vgpr0,$sgpr0_sgpr1 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, implicit $vcc, 0, implicit $exec
$vgpr4 = V_WRITELANE_B32 $sgpr0, $sgpr0, $vgpr4
S_BRANCH %bb.2
bb.2:
$vgpr0,implicit $vcc = V_ADD_CO_U32_e32 $vgpr1, $vgpr2, implicit $vcc, implicit $exec
$sgpr4 = V_READLANE_B32 $vgpr4, $vcc_lo
S_BRANCH %bb.3
bb.3:
$m0 = S_MOV_B32 $sgpr4
$vgpr0,implicit $vcc = V_ADD_CO_U32_e32 $vgpr1, $vgpr2, implicit $vcc, implicit $exec
$vgpr4 = V_WRITELANE_B32 $m0, $vcc_lo, $vgpr4
S_ENDPGM 0
""",
    "rfe": """
bb.0:
S_SETREG_B32 $sgpr0, 3, implicit-def $mode, implicit $mode
S_RFE_B64 $sgpr2_sgpr3
S_BRANCH %bb.1
bb.1:
S_SETREG_B32 $sgpr0, 0, implicit-def $mode, implicit $mode
S_RFE_B64 $sgpr2_sgpr3
S_ENDPGM 0
""",
    "s_movrel": """
bb.0:
$m0 = S_MOV_B32 0
$sgpr0 = S_MOVRELS_B32 $sgpr0, implicit $m0
S_BRANCH %bb.1
bb.1:
$m0 = S_MOV_B32 0
$sgpr0_sgpr1 = S_MOVRELS_B64 $sgpr0_sgpr1, implicit $m0
S_BRANCH %bb.2
bb.2:
$m0 = S_MOV_B32 0
S_MOVRELD_B32 $sgpr0, $sgpr0, implicit $m0
S_BRANCH %bb.3
bb.3:
$m0 = S_MOV_B32 0
S_MOVRELD_B64 $sgpr0_sgpr1, $sgpr0_sgpr1, implicit $m0
S_ENDPGM 0
""",
    "dpp": """
bb.0:
$vgpr0 = V_MOV_B32_e32 0, implicit $exec
$vgpr1 = V_MOV_B32_dpp $vgpr1, $vgpr0, 0, 15, 15, 0, implicit $exec
S_BRANCH %bb.1
bb.1:
implicit $exec, implicit $vcc = V_CMPX_EQ_I32_e32 $vgpr0, $vgpr1, implicit $exec
$vgpr3 = V_MOV_B32_dpp $vgpr3, $vgpr0, 0, 15, 15, 0, implicit $exec
S_ENDPGM 0
""",
}))


def _permlane(swap: str, enc: str) -> str:
    tail = ", -1, 1" if enc == "e64" else ""
    return (f"renamable $vgpr0, renamable $vgpr1 = V_PERMLANE{swap}_SWAP_B32_{enc} killed $vgpr0, killed $vgpr1{tail}, "
            "implicit $exec")


_VOPC = "V_CMPX_EQ_I32_e32 $vgpr0, $vgpr1, implicit-def $exec, implicit-def $vcc, implicit $exec"
_VOP3 = "$exec = V_CMPX_EQ_I32_e64 $vgpr0, $vgpr1, implicit $exec"
_GFX950: dict[str, str] = {}
for _cmp, _cname in ((_VOPC, "vopc"), (_VOP3, "vop3")):
    for _swap in ("16", "32"):
        for _enc, _ename in (("e32", "vop1"), ("e64", "vop3")):
            _GFX950[f"vcmpx_{_cname}_write_exec_permlane{_swap}_swap_{_ename}"] = f"{_cmp}\n{_permlane(_swap, _enc)}\n"
_GFX950["vcmpx_vopc_write_exec_permlane16_swap_vop1__nowait"] = "\n".join(
    [_VOPC] + [f"$vgpr{n} = V_MOV_B32_e32 0, implicit $exec" for n in range(2, 6)] + [_permlane("16", "e32")])
_GFX950["vcmpx_vopc_write_exec_permlane16_swap_vop1__wait1"] = "\n".join(
    [_VOPC] + [f"$vgpr{n} = V_MOV_B32_e32 0, implicit $exec" for n in range(2, 5)] + [_permlane("16", "e32")])
for _swap in ("16", "32"):
    for _reg in ("0", "1"):
        _GFX950[f"valu_write_vdst_read_permlane{_swap}_swap_{_reg}"] = (
            f"$vgpr{_reg} = V_MOV_B32_e32 0, implicit $exec\n{_permlane(_swap, 'e64')}\n")
_GFX950["valu_write_vdst_read_permlane16_swap_0_otherreg"] = (
    f"$vgpr2 = V_MOV_B32_e32 0, implicit $exec\n{_permlane('16', 'e64')}\n")
_GFX950["valu_writes_vdst__vcmpx_write_exec__permlane32_swap"] = (
    "$vgpr1 = V_MOV_B32_e32 0, implicit $exec\n$exec = V_CMPX_EQ_I32_e64 $vgpr2, $vgpr3, implicit $exec\n"
    f"{_permlane('32', 'e32')}\n")
_GFX950["vcmpx_write_exec__valu_writes_vdst___permlane32_swap"] = (
    "$exec = V_CMPX_EQ_I32_e64 $vgpr2, $vgpr3, implicit $exec\n$vgpr1 = V_MOV_B32_e32 0, implicit $exec\n"
    f"{_permlane('32', 'e32')}\n")
_GFX950["vcmpx_write_exec__valu_writes_vdstx2___permlane32_swap"] = (
    "$exec = V_CMPX_EQ_I32_e64 $vgpr2, $vgpr3, implicit $exec\n$vgpr1 = V_MOV_B32_e32 0, implicit $exec\n"
    f"$vgpr0 = V_MOV_B32_e32 0, implicit $exec\n{_permlane('32', 'e32')}\n")
FILES.append(("hazards-gfx950.mir", ("gfx950",), "", _GFX950))


def _flat(dst: str, ptr: str, x2: str = "") -> str:
    return f"{dst} = FLAT_LOAD_DWORD{x2} {ptr}, 0, 0, implicit $exec, implicit $flat_scr"


def _v(*regs: int) -> str:
    return "$" + "_".join(f"vgpr{r}" for r in regs)


_CLAUSE: dict[str, str] = {
    "trivial_clause_load_flat4_x1": _flat("$vgpr0", _v(2, 3)),
    "trivial_clause_load_flat4_x2": "\n".join([_flat("$vgpr0", _v(2, 3)), _flat("$vgpr1", _v(4, 5))]),
    "trivial_clause_load_flat4_x3": "\n".join([_flat("$vgpr0", _v(3, 4)), _flat("$vgpr1", _v(5, 6)),
                                               _flat("$vgpr2", _v(7, 8))]),
    "trivial_clause_load_flat4_x4": "\n".join([_flat("$vgpr0", _v(4, 5)), _flat("$vgpr1", _v(6, 7)),
                                               _flat("$vgpr2", _v(8, 9)), _flat("$vgpr3", _v(10, 11))]),
    "trivial_clause_load_flat4_x2_sameptr": "\n".join([_flat("$vgpr0", _v(2, 3)), _flat("$vgpr1", _v(2, 3))]),
    "flat_load4_overwrite_ptr_lo": _flat("$vgpr0", _v(0, 1)),
    "flat_load4_overwrite_ptr_hi": _flat("$vgpr1", _v(0, 1)),
    "flat_load8_overwrite_ptr": _flat(_v(2, 3), _v(2, 3), "X2"),
    "break_clause_at_max_clause_size_flat_load4": "\n".join(
        [_flat(f"$vgpr{n}", _v(0, 1)) for n in range(2, 18)] + [_flat("$vgpr0", _v(2, 3)),
                                                                 "$sgpr0 = S_MOV_B32 $sgpr0"]),
    "break_clause_simple_load_flat4_lo_ptr": "\n".join([_flat("$vgpr0", _v(2, 3)), _flat("$vgpr2", _v(4, 5))]),
    "break_clause_simple_load_flat4_hi_ptr": "\n".join([_flat("$vgpr0", _v(2, 3)), _flat("$vgpr3", _v(4, 5))]),
    "break_clause_simple_load_flat8_ptr": "\n".join([_flat(_v(0, 1), _v(2, 3), "X2"), _flat(_v(2, 3), _v(4, 5), "X2")]),
    "break_clause_simple_load_flat16_ptr": "\n".join([_flat(_v(0, 1), _v(2, 3), "X2"),
                                                      _flat(_v(2, 3, 4, 5), _v(6, 7), "X4")]),
    "break_clause_block_boundary_load_flat8_ptr": "\n".join(["bb.0:", _flat(_v(0, 1), _v(2, 3), "X2"), "bb.1:",
                                                             _flat(_v(2, 3), _v(4, 5), "X2")]),
    "break_clause_store_load_into_ptr_flat4": "\n".join([
        "FLAT_STORE_DWORD $vgpr2_vgpr3, $vgpr0, 0, 0, implicit $exec, implicit $flat_scr", _flat("$vgpr2", _v(4, 5))]),
    "break_clause_store_load_into_data_flat4": "\n".join([
        "FLAT_STORE_DWORD $vgpr2_vgpr3, $vgpr0, 0, 0, implicit $exec, implicit $flat_scr", _flat("$vgpr0", _v(4, 5))]),
    "valu_inst_breaks_clause": "\n".join([_flat("$vgpr0", _v(2, 3)), "$vgpr8 = V_MOV_B32_e32 0, implicit $exec",
                                          _flat("$vgpr2", _v(4, 5))]),
    "salu_inst_breaks_clause": "\n".join([_flat("$vgpr0", _v(2, 3)), "$sgpr8 = S_MOV_B32 0",
                                          _flat("$vgpr2", _v(4, 5))]),
    "ds_inst_breaks_clause": "\n".join([_flat("$vgpr0", _v(2, 3)),
                                        "$vgpr8 = DS_READ_B32 $vgpr9, 0, 0, implicit $m0, implicit $exec",
                                        _flat("$vgpr2", _v(4, 5))]),
    "smrd_inst_breaks_clause": "\n".join([_flat("$vgpr0", _v(2, 3)), "$sgpr8 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0",
                                          _flat("$vgpr2", _v(4, 5))]),
}
# The test's RUN lines are for carrizo/fiji (XNACK on for carrizo); XNACK is "any" by default on every CDNA target.
FILES.append(("break-vmem-soft-clauses.mir", CDNA, "", _CLAUSE))


def _vcmpx_permlane(cmpx: str, middle: list[str], perm: str, defs: tuple[str, ...] = ("$vgpr1", "$vgpr2")) -> str:
    head = ["bb.0:", "successors: %bb.1", "$vgpr0 = V_MOV_B32_e32 0, implicit $exec", cmpx, "S_BRANCH %bb.1", "bb.1:"]
    return "\n".join(head + [f"{d} = IMPLICIT_DEF" for d in defs] + ["$sgpr0 = IMPLICIT_DEF"] + middle + [perm,
                                                                                                       "S_ENDPGM 0"])


_CMPX32 = "V_CMPX_LE_F32_nosdst_e32 0, $vgpr0, implicit-def $exec, implicit $mode, implicit $exec"
_CMPX64 = "V_CMPX_LE_F32_nosdst_e64 0, 0, 0, $vgpr0, 0, implicit-def $exec, implicit $mode, implicit $exec"
_P16 = "$vgpr1 = V_PERMLANE16_B32_e64 0, killed $vgpr1, 0, killed $sgpr1, 0, killed $sgpr0, $vgpr1, 0, implicit $exec"
_PX16 = "$vgpr1 = V_PERMLANEX16_B32_e64 0, killed $vgpr1, 0, killed $sgpr1, 0, killed $sgpr0, $vgpr1, 0, implicit $exec"
_SADD = "$sgpr1 = S_ADD_U32 $sgpr0, 0, implicit-def $scc"
_SDEF = "$sgpr1 = IMPLICIT_DEF"
_VNOP = "V_NOP_e32 implicit $exec"
FILES.append(("vcmpx-permlane-hazard.mir", ("gfx1100", "gfx1200", "gfx1250"), "", {
    "hazard_vcmpx_permlane16": _vcmpx_permlane(_CMPX32, [_SADD], _P16),
    "hazard_vcmpx_permlanex16": _vcmpx_permlane(_CMPX32, [_SDEF], _PX16),
    "hazard_vcmpx_permlane16_v_nop": _vcmpx_permlane(_CMPX32, [_SDEF, _VNOP], _P16),
    "hazard_vcmpx_permlane16_far": _vcmpx_permlane(_CMPX32, [_SDEF] + [_VNOP] * 9, _P16),
    "hazard_vcmpx_permlane16_no_hazard": _vcmpx_permlane(
        _CMPX32, [_SDEF, "$vgpr2 = V_ADD_F32_e32 $vgpr1, $vgpr1, implicit $mode, implicit $exec"], _P16, ("$vgpr1",)),
    "hazard_vcmpx_e64_permlane16": _vcmpx_permlane(_CMPX64, [_SADD], _P16),
    "hazard_vcmpx_permlane64": _vcmpx_permlane(_CMPX32, [_SADD],
                                               "$vgpr1 = V_PERMLANE64_B32 killed $vgpr1, implicit $exec"),
}))

# Not from an LLVM test file: the shapes of the co-execution cases where llc-22 pads less than its own
# rule (a VOPD half writing a WMMA's D; docs/decisions.md, 115), and of the gfx940 rules the CDNA3/4
# targets add (hasVDecCoExecHazard, hasTransForwardingHazard), written here the way LLVM's tests are.
_WMMA = ("early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = V_WMMA_F32_16X16X32_F16_w32_twoaddr 8, "
         "$vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15, 8, $vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_"
         "vgpr23, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, 0, 0, implicit $exec")
_DUAL = "{x}, {y} = V_DUAL_MOV_B32_e32_X_MOV_B32_e32_gfx1250 {a}, $vgpr31, implicit $exec"
FILES.append(("amdmatrix:vopd-and-wmma", ("gfx1250",), "", {
    "vopd_x_writes_wmma_d": "\n".join([_WMMA, _DUAL.format(x="$vgpr0", y="$vgpr40", a="$vgpr30")]),
    "vopd_y_writes_wmma_d": "\n".join([_WMMA, _DUAL.format(x="$vgpr40", y="$vgpr1", a="$vgpr30")]),
    "vopd_reads_wmma_d": "\n".join([_WMMA, _DUAL.format(x="$vgpr40", y="$vgpr41", a="$vgpr0")]),
}))
FILES.append(("amdmatrix:gfx940-valu", ("gfx908", "gfx90a", "gfx942", "gfx950"), "", {
    "valu_write_vcc_valu_read_carry_e64": "\n".join([
        "$vgpr0, $vcc = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
        "$vgpr3, $vcc = V_ADDC_U32_e64 $vgpr1, $vgpr2, $vcc, 0, implicit $exec"]),
    "valu_write_vcc_valu_read_carry_e32": "\n".join([
        "$vgpr0, $vcc = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
        "$vgpr3 = V_ADDC_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit $vcc, implicit $exec"]),
    "valu_write_sgpr_valu_read_mask": "\n".join([
        "$sgpr4_sgpr5 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec",
        "$vgpr3 = V_CNDMASK_B32_e64 0, $vgpr1, 0, $vgpr2, $sgpr4_sgpr5, implicit $exec"]),
    "valu_write_sgpr_vmem_read": "\n".join([
        "$sgpr4 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec",
        "$vgpr3 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"]),
    "valu_write_vgpr_readlane": "\n".join([
        "$vgpr1 = V_MOV_B32_e32 0, implicit $exec", "$sgpr5 = V_READLANE_B32 $vgpr1, $sgpr4"]),
    "valu_write_exec_writelane": "\n".join([
        "$exec = V_CMPX_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec", "$vgpr4 = V_WRITELANE_B32 $sgpr0, $sgpr1, $vgpr4"]),
    "trans_write_valu_read": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec",
        "$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"]),
    "trans_write_trans_read": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec",
        "$vgpr2 = V_LOG_F32_e32 $vgpr0, implicit $mode, implicit $exec"]),
    "vmem_soft_clause_sgpr": "\n".join([
        "$vgpr3 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec",
        "$vgpr1 = BUFFER_LOAD_DWORD_OFFEN $vgpr5, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"]),
    "smem_soft_clause": "\n".join([
        "$sgpr0 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0", "$sgpr2 = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0"]),
}))
FILES.append(("amdmatrix:gfx11-trans", ("gfx1100", "gfx1250"), "", {
    "trans_write_valu_read": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec",
        "$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"]),
    "trans_write_5_valu_read": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"]
        + [f"$vgpr{n} = V_MOV_B32_e32 0, implicit $exec" for n in range(10, 15)]
        + ["$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"]),
    "trans_write_6_valu_read": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"]
        + [f"$vgpr{n} = V_MOV_B32_e32 0, implicit $exec" for n in range(10, 16)]
        + ["$vgpr2 = V_ADD_F32_e32 $vgpr0, $vgpr3, implicit $mode, implicit $exec"]),
    "trans_read_valu_write": "\n".join([
        "$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec",
        "$vgpr1 = V_ADD_F32_e32 $vgpr4, $vgpr3, implicit $mode, implicit $exec"]),
}))


def _a(lo: int, n: int = 1) -> str:
    return "$" + "_".join(f"agpr{r}" for r in range(lo, lo + n))


def _mfma(op: str, d: str, a: str, b: str, c: str) -> str:
    return f"{d} = V_MFMA_F32_{op}_e64 killed {a}, killed {b}, killed {c}, 0, 0, 0, implicit $mode, implicit $exec"


def _m4(d: str, a: str, b: str, c: str) -> str:
    return _mfma("4X4X1F32", d, a, b, c)


_MOV = "{} = V_MOV_B32_e32 1, implicit $exec"
_ACCR = "{} = V_ACCVGPR_READ_B32_e64 killed {}, implicit $exec"
_ACCW = "{} = V_ACCVGPR_WRITE_B32_e64 killed {}, implicit $exec"
_FLAT_LOAD = "{} = FLAT_LOAD_DWORD {}, 0, 0, implicit $exec, implicit $flat_scr"
_VCMPX = "implicit $exec, implicit $vcc = V_CMPX_EQ_I32_e32 $vgpr0, $vgpr1, implicit $exec"
_A4, _A16 = _a(0, 4), _a(0, 16)
_MAI908: dict[str, str] = {
    "valu_write_vgpr_mfma_read": "\n".join([_MOV.format("$vgpr0"), _MOV.format("$vgpr1"),
                                            _m4(_A4, "$vgpr1", "$vgpr0", _A4)]),
    "valu_write_vgpr_accvgpr_write_read": "\n".join([_MOV.format("$vgpr0"), _ACCW.format("$agpr0", "$vgpr0")]),
    "mfma_write_agpr_mfma_read_same_agpr": "\n".join([_m4(_A4, "$vgpr1", "$vgpr0", _A4)] * 2),
    "mfma_write_agpr_mfma_read_overlap": "\n".join([_m4(_a(1, 4), "$vgpr1", "$vgpr0", _A4),
                                                    _m4(_A4, "$vgpr1", "$vgpr0", _A4)]),
    "mfma_write_agpr_mfma_read_partial": "\n".join([_mfma("16X16X1F32", _A16, "$vgpr1", "$vgpr0", _A16),
                                                    _m4(_A4, "$vgpr1", "$vgpr0", _A4)]),
    "mfma_write_agpr_mfma_srca_read_overlap": "\n".join([_m4(_A4, "$vgpr1", "$vgpr0", _A4),
                                                         _m4(_A4, "$agpr1", "$vgpr0", _A4)]),
    "mfma_write_agpr_mfma_srcb_read_overlap": "\n".join([_m4(_A4, "$vgpr1", "$vgpr0", _A4),
                                                         _m4(_A4, "$vgpr1", "$agpr0", _A4)]),
    "mfma_4x4_write_agpr_accvgpr_read": "\n".join([_m4(_A4, "$vgpr1", "$vgpr0", _A4),
                                                  _ACCR.format("$vgpr0", "$agpr0")]),
    "mfma_16x16_write_agpr_accvgpr_read": "\n".join([_mfma("16X16X1F32", _A16, "$vgpr1", "$vgpr0", _A16),
                                                     _ACCR.format("$vgpr0", "$agpr0")]),
    "mfma_32x32_write_agpr_accvgpr_read": "\n".join([_mfma("32X32X2F32", _A16, "$vgpr1", "$vgpr0", _A16),
                                                     _ACCR.format("$vgpr0", "$agpr0")]),
    "mfma_4x4_write_agpr_accvgpr_write": "\n".join([_m4(_A4, "$vgpr1", "$vgpr0", _A4),
                                                   _ACCW.format("$agpr0", "$vgpr0")]),
    "mfma_16x16_write_agpr_accvgpr_write": "\n".join([_mfma("16X16X1F32", _A16, "$vgpr1", "$vgpr0", _A16),
                                                      _ACCW.format("$agpr0", "$vgpr0")]),
    "mfma_32x32_write_agpr_accvgpr_write": "\n".join([_mfma("32X32X2F32", _A16, "$vgpr1", "$vgpr0", _A16),
                                                      _ACCW.format("$agpr0", "$vgpr0")]),
    "mfma_4x4_read_srcc_accvgpr_write": "\n".join([_m4(_a(4, 4), "$vgpr1", "$vgpr0", _A4),
                                                   _ACCW.format("$agpr0", "$vgpr2")]),
    "mfma_16x16_read_srcc_accvgpr_write": "\n".join([_mfma("16X16X1F32", _a(16, 16), "$vgpr1", "$vgpr0", _A16),
                                                     _ACCW.format("$agpr0", "$vgpr2")]),
    "mfma_32x32_read_srcc_accvgpr_write": "\n".join([_mfma("32X32X2F32", _a(16, 16), "$vgpr1", "$vgpr0", _A16),
                                                     _ACCW.format("$agpr0", "$vgpr2")]),
    "accvgpr_read_write_vgpr_valu_read": "\n".join([
        _ACCR.format("$vgpr0", "$agpr4"), "$vgpr1 = V_ADD_F32_e32 0, killed $vgpr0, implicit $mode, implicit $exec"]),
    "accvgpr_read_write_vgpr_mfma_read": "\n".join([_ACCR.format("$vgpr0", "$agpr4"),
                                                    _m4(_A4, "$vgpr0", "$vgpr0", _A4)]),
    "accvgpr_read_write_vgpr_accvgpr_write_read": "\n".join([_ACCR.format("$vgpr0", "$agpr1"),
                                                             _ACCW.format("$agpr0", "$vgpr0")]),
    "accvgpr_write_agpr_mfma_read_srcc": "\n".join([_ACCW.format("$agpr0", "$vgpr0"),
                                                    _m4(_a(4, 4), "$vgpr1", "$vgpr2", _A4)]),
    "accvgpr_write_agpr_mfma_read_srca": "\n".join([_ACCW.format("$agpr8", "$vgpr0"),
                                                    _m4(_a(4, 4), "$agpr8", "$vgpr1", _A4)]),
    "accvgpr_write_agpr_mfma_read_srcb": "\n".join([_ACCW.format("$agpr8", "$vgpr0"),
                                                    _m4(_a(4, 4), "$vgpr1", "$agpr8", _A4)]),
    "accvgpr_write_agpr_accvgpr_read": "\n".join([_ACCW.format("$agpr0", "$vgpr0"), _ACCR.format("$vgpr1", "$agpr0")]),
    "vcmpx_write_exec_mfma": "\n".join([_VCMPX, _m4(_a(4, 4), "$agpr8", "$vgpr1", _A4)]),
    "vcmpx_write_exec_accvgpr_write": "\n".join([_VCMPX, _ACCW.format("$agpr0", "$vgpr2")]),
    "accvgpr_read_write_vgpr_load": "\n".join([_ACCR.format("$vgpr0", "$agpr0"),
                                               _FLAT_LOAD.format("$vgpr3", _v(0, 1))]),
    "accvgpr_read_write_vgpr_ds_permute": "\n".join([_ACCR.format("$vgpr0", "$agpr0"),
                                                     "$vgpr1 = DS_PERMUTE_B32 $vgpr0, $vgpr1, 0, implicit $exec"]),
    "accvgpr_read_write_vgpr_flat_load": "\n".join([_ACCR.format("$vgpr0", "$agpr0"),
                                                    _FLAT_LOAD.format("$vgpr4", _v(0, 1))]),
    "accvgpr_read_write_vgpr_buffer_store": "\n".join([
        _ACCR.format("$vgpr0", "$agpr0"), "BUFFER_STORE_DWORD_OFFSET $vgpr0, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, "
                                          "implicit $exec"]),
    "accvgpr_read_write_vgpr_store": "\n".join([_ACCR.format("$vgpr0", "$agpr0"),
                                                "DS_WRITE_B32 $vgpr0, $vgpr1, 0, 0, implicit $m0, implicit $exec"]),
    "valu_write_vgpr_accvgpr_read_load_no_dependency": "\n".join([
        _MOV.format("$vgpr0"), _ACCR.format("$vgpr1", "$agpr0"), _FLAT_LOAD.format("$vgpr4", _v(2, 3))]),
    "valu_write_vgpr_accvgpr_read_load_1_and_3_depend": "\n".join([
        _MOV.format("$vgpr0"), _ACCR.format("$vgpr2", "$agpr0"), _FLAT_LOAD.format("$vgpr4", _v(0, 1))]),
    "valu_write_vgpr_accvgpr_write_load_1_and_3_depend": "\n".join([
        _MOV.format("$vgpr0"), _ACCW.format("$agpr0", "$vgpr2"), _FLAT_LOAD.format("$vgpr4", _v(0, 1))]),
    "valu_write_vgpr_accvgpr_read_load_2_and_3_depend": "\n".join([
        _MOV.format("$vgpr0"), _ACCR.format("$vgpr2", "$agpr0"), _FLAT_LOAD.format("$vgpr4", _v(2, 3))]),
}
FILES.append(("mai-hazards.mir", ("gfx908",), "", _MAI908))


def _mf(op: str, d: str, a: str, b: str, c: str) -> str:
    """An MFMA by its full MIR opcode (``F32_4X4X1F32_vgprcd_e64``)."""
    return f"{d} = V_MFMA_{op} {a}, {b}, {c}, 0, 0, 0, implicit $mode, implicit $exec"


_S4, _S4V = "F32_4X4X1F32_e64", "F32_4X4X1F32_vgprcd_e64"
_S16, _S16V = "F32_16X16X1F32_e64", "F32_16X16X1F32_vgprcd_e64"
_S32, _S32V = "F32_32X32X2F32_e64", "F32_32X32X2F32_vgprcd_e64"
_D16V, _D4V = "F64_16X16X4F64_vgprcd_e64", "F64_4X4X4F64_vgprcd_e64"
_V01, _V23, _V1011, _V2021 = _v(0, 1), _v(2, 3), _v(10, 11), _v(20, 21)
_V0_3, _V2_5, _V0_7, _V2_9 = _v(*range(4)), _v(*range(2, 6)), _v(*range(8)), _v(*range(2, 10))
_V0_15, _V2_17 = _v(*range(16)), _v(*range(2, 18))
_A2_5, _A2_17, _A20_23 = _a(2, 4), _a(2, 16), _a(20, 4)
_MAI90A: dict[str, str] = {
    "valu_write_vgpr_sgemm_mfma_read": "\n".join([_MOV.format("$vgpr0"), _MOV.format("$vgpr1"),
                                                  _mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4)]),
    "valu_write_agpr_sgemm_mfma_read": "\n".join(["$vgpr0 = IMPLICIT_DEF",
                                                  "$agpr4 = V_ACCVGPR_WRITE_B32_e64 1, implicit $exec",
                                                  _mf(_S4, _A4, "$agpr4", "$vgpr0", _A4)]),
    "valu_write_vgpr_dgemm_mfma_read": "\n".join([_MOV.format("$vgpr0"), _MOV.format("$vgpr1"),
                                                  _mf(_D4V, _V23, _V01, _V01, _V01)]),
    "accmov_write_agpr_sgemm_mfma_read": "\n".join(["$vgpr0 = IMPLICIT_DEF",
                                                    "$agpr4 = V_ACCVGPR_MOV_B32 $agpr5, implicit $exec",
                                                    _mf(_S4, _A4, "$agpr4", "$vgpr0", _A4)]),
    "sgemm_mfma_write_agpr_mfma_read_same_agpr_as_srcc": "\n".join([_mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4)] * 2),
    "sgemm_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join([_mf(_S4V, _V0_3, "$vgpr4", "$vgpr5", _V0_3)] * 2),
    "dgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join([_mf(_D16V, _V0_7, _V1011, _V1011, _V0_7)] * 2),
    "dgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join([_mf(_D4V, _V23, _V01, _V01, _V23)] * 2),
    "sgemm4x4_mfma_write_agpr_mfma_read_overlap": "\n".join([_mf(_S4, _A2_5, "$vgpr1", "$vgpr0", _A4),
                                                             _mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4)]),
    "sgemm4x4_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_S4V, _V2_5, "$vgpr6", "$vgpr7", _V0_3),
                                                             _mf(_S4V, _V0_3, "$vgpr6", "$vgpr7", _V0_3)]),
    "sgemm16x16_mfma_write_agpr_mfma_read_overlap": "\n".join([_mf(_S16, _A2_17, "$vgpr26", "$vgpr27", _A16),
                                                               _mf(_S16, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "sgemm16x16_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_S16V, _V2_17, "$vgpr26", "$vgpr27", _V0_15),
                                                               _mf(_S16V, _V0_15, "$vgpr26", "$vgpr27", _V0_15)]),
    "sgemm32x32_mfma_write_agpr_mfma_read_overlap": "\n".join([_mf(_S32, _A2_17, "$vgpr26", "$vgpr27", _A16),
                                                               _mf(_S32, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "sgemm32x32_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_S32V, _V2_17, "$vgpr26", "$vgpr27", _V0_15),
                                                               _mf(_S32V, _V0_15, "$vgpr26", "$vgpr27", _V0_15)]),
    "dgemm16x16_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_D16V, _V2_9, _V1011, _V1011, _V0_7),
                                                               _mf(_D16V, _V0_7, _V1011, _V1011, _V0_7)]),
    "dgemm4x4_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_D4V, _V23, _V01, _V01, _V01),
                                                             _mf(_D16V, _V0_7, _V1011, _V1011, _V0_7)]),
    "dgemm16x16_mfma_write_vgpr_sgemm_mfma_read_overlap": "\n".join([
        _mf(_D16V, _V2_9, _V1011, _V1011, _V0_7), _mf(_S4V, _V0_3, "$vgpr10", "$vgpr11", _V0_3)]),
    "dgemm4x4_mfma_write_vgpr_sgemm_mfma_read_overlap": "\n".join([
        _mf(_D4V, _V23, _V01, _V01, _V01), _mf(_S4V, _V0_3, "$vgpr10", "$vgpr11", _V0_3)]),
    "sgemm4x4_mfma_write_vgpr_dgemm_mfma_read_overlap": "\n".join([
        _mf(_S4V, _V0_3, "$vgpr10", "$vgpr11", _V0_3), _mf(_D16V, _V2_9, _V1011, _V1011, _V0_7)]),
    "sgemm16x16_mfma_write_vgpr_dgemm_mfma_read_overlap": "\n".join([
        _mf(_S16V, _V0_15, "$vgpr26", "$vgpr27", _V0_15), _mf(_D16V, _V0_7, _V2021, _V2021, _V0_7)]),
    "sgemm32x32_mfma_write_vgpr_dgemm_mfma_read_overlap": "\n".join([
        _mf(_S32V, _V0_15, "$vgpr26", "$vgpr27", _V0_15), _mf(_D16V, _V0_7, _V2021, _V2021, _V0_7)]),
    "sgemm16x16_mfma_write_agpr_mfma_read_partial": "\n".join([_mf(_S16, _A16, "$vgpr1", "$vgpr0", _A16),
                                                               _mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4)]),
    "sgemm16x16_mfma_write_vgpr_mfma_read_partial": "\n".join([_mf(_S16V, _V0_15, "$vgpr16", "$vgpr17", _V0_15),
                                                               _mf(_S4V, _V0_3, "$vgpr16", "$vgpr17", _V0_3)]),
    "sgemm4x4_mfma_write_agpr_mfma_srca_read_overlap": "\n".join([_mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4),
                                                                  _mf(_S4, _A4, "$agpr1", "$vgpr0", _A4)]),
    "sgemm16x16_mfma_write_agpr_mfma_srca_read_overlap": "\n".join([_mf(_S16, _A16, "$vgpr1", "$vgpr0", _A16),
                                                                    _mf(_S4, _A20_23, "$agpr1", "$vgpr0", _A20_23)]),
    "sgemm32x32_mfma_write_agpr_mfma_srca_read_overlap": "\n".join([_mf(_S32, _A16, "$vgpr1", "$vgpr0", _A16),
                                                                    _mf(_S4, _A20_23, "$agpr1", "$vgpr0", _A20_23)]),
}
FILES.append(("mai-hazards-gfx90a.mir", ("gfx90a",), "", _MAI90A))


def _smfmac(d: str) -> str:
    return (f"{d} = V_SMFMAC_F32_16X16X32_F16_e64 $vgpr0_vgpr1, $vgpr2_vgpr3_vgpr4_vgpr5, $vgpr32, 0, 0, {d}, "
            "implicit $mode, implicit $exec")


_I4, _I4V = "I32_4X4X4I8_e64", "I32_4X4X4I8_vgprcd_e64"
_I16, _I16V = "I32_16X16X4I8_e64", "I32_16X16X4I8_vgprcd_e64"
_A0_31, _A2_33, _V0_31, _V2_33 = _a(0, 32), _a(2, 32), _v(*range(32)), _v(*range(2, 34))
_MAI940: dict[str, str] = {
    "valu_write_vgpr_sgemm_mfma_read": _MAI90A["valu_write_vgpr_sgemm_mfma_read"],
    "valu_write_agpr_sgemm_mfma_read": _MAI90A["valu_write_agpr_sgemm_mfma_read"],
    "valu_write_vgpr_dgemm_mfma_read": _MAI90A["valu_write_vgpr_dgemm_mfma_read"],
    "valu_write_vgpr_smfmac_read": "\n".join([_MOV.format("$vgpr32"), _smfmac(_A4)]),
    "accmov_write_agpr_sgemm_mfma_read": _MAI90A["accmov_write_agpr_sgemm_mfma_read"],
    "nonxdl_sgemm4x4_mfma_write_agpr_mfma_read_same_agpr_as_srcc": "\n".join(
        [_mf(_S4, _A4, "$vgpr1", "$vgpr0", _A4)] * 2),
    "nonxdl_sgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join(
        [_mf(_S4V, _V0_3, "$vgpr4", "$vgpr5", _V0_3)] * 2),
    "nonxdl_sgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join(
        [_mf(_S16V, _V0_15, "$vgpr26", "$vgpr27", _V0_15)] * 2),
    "nonxdl_sgemm4x4_mfma_write_agpr_smfmac_read_same_agpr_as_srcc": "\n".join([
        _mf(_S4, _A4, "$vgpr4", "$vgpr5", _A4), _smfmac(_A4)]),
    "dgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc":
        _MAI90A["dgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc"],
    "dgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc":
        _MAI90A["dgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc"],
    "xdl_sgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join(
        [_mf(_I4V, _V0_3, "$vgpr4", "$vgpr5", _V0_3)] * 2),
    "xdl_sgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join(
        [_mf("I32_16X16X32I8_e64", _A4, _V01, _V23, _A4)] * 2),
    "smfmac16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc": "\n".join([_smfmac(_A4)] * 2),
    "sgemm4x4_mfma_write_agpr_mfma_read_overlap": "\n".join([_mf(_I4, _A2_5, "$vgpr1", "$vgpr0", _A4),
                                                             _mf(_I4, _A4, "$vgpr1", "$vgpr0", _A4)]),
    "sgemm4x4_mfma_write_vgpr_mfma_read_overlap": "\n".join([_mf(_I4V, _V2_5, "$vgpr6", "$vgpr7", _V0_3),
                                                             _mf(_S4V, _V0_3, "$vgpr6", "$vgpr7", _V0_3)]),
    "sgemm4x4_mfma_write_agpr_smfmac_read_overlap": "\n".join([_mf(_I4, _A2_5, "$vgpr1", "$vgpr0", _A4),
                                                               _smfmac(_A4)]),
    "xdl_sgemm16x16_mfma_write_agpr_mfma_read_overlap": "\n".join([
        _mf(_I16, _A2_17, "$vgpr26", "$vgpr27", _A16), _mf(_S16, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "xdl_sgemm16x16_mfma_write_vgpr_mfma_read_overlap": "\n".join([
        _mf(_I16V, _V2_17, "$vgpr26", "$vgpr27", _V0_15), _mf(_I16V, _V0_15, "$vgpr26", "$vgpr27", _V0_15)]),
    "nonxdl_sgemm16x16_mfma_write_agpr_xdl_mfma_read_overlap": "\n".join([
        _mf(_S16, _A2_17, "$vgpr26", "$vgpr27", _A16), _mf(_I16, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "nonxdl_sgemm16x16_mfma_write_agpr_nonxdl_mfma_read_overlap": "\n".join([
        _mf(_S16, _A2_17, "$vgpr26", "$vgpr27", _A16), _mf(_S16, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "xdl_sgemm16x16_mfma_write_agpr_smfmac_read_overlap": "\n".join([
        _mf(_I16, _A2_17, "$vgpr26", "$vgpr27", _A16), _smfmac(_A4)]),
    "xdl_sgemm32x32_mfma_write_agpr_mfma_read_overlap": "\n".join([
        _mf("F32_32X32X4F16_e64", _A2_33, _v(26, 27), _v(28, 29), _A0_31),
        _mf(_S32, _A16, "$vgpr26", "$vgpr27", _A16)]),
    "xdl_sgemm32x32_mfma_write_vgpr_mfma_read_overlap": "\n".join([
        _mf("F32_32X32X4F16_vgprcd_e64", _V2_33, _v(126, 127), _v(128, 129), _V0_31),
        _mf(_S32V, _V0_15, "$vgpr126", "$vgpr127", _V0_15)]),
}
FILES.append(("mai-hazards-gfx940.mir", ("gfx942", "gfx950"), "", _MAI940))
