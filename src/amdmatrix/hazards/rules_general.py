"""The hazards that are not about matrix instructions: one table, shared by the architectures.

LLVM 22's GCNHazardRecognizer checks these for every kernel, and real kernels meet them:
a VALU that writes an SGPR (VCC, EXEC) read by a VMEM instruction, a lane select, a carry-in
or v_div_fmas; s_setreg followed by s_getreg or s_setreg of the same hardware register; M0
written by SALU and read by s_movrel, s_sendmsg, GDS or LDS DMA; DPP sources; the XNACK soft
clause; transcendental results; v_cmpx followed by a lane permute. Each row names the LLVM
function (and constant) it comes from and the LLVM subtarget predicate that turns it on; the
``families`` column says which of the project's architectures have it (found by running
``llc-22 -run-pass=post-RA-hazard-rec`` on each target, tools/gen_lit_replay.py):

``VALU_SW`` is a VALU that writes a scalar register (an SGPR, VCC or EXEC).

* ``gfx9``: CDNA1-4 (gfx908, gfx90a, gfx942, gfx950); ``gfx940``: CDNA3 and CDNA4;
  ``gfx950``: CDNA4; ``gfx11``: RDNA3; ``gfx12``: RDNA4; ``gfx1250``: gfx1250/gfx1251.

On gfx10 and later LLVM's ``hasNoDataDepHazard`` turns every wait-state check of the gfx9
list off: those targets get only their own rows. The numbers of a row are the same on every
architecture that has it, and its id is ``<arch prefix>-H<row>`` (C3-H01, R3-H19, ...).
docs/decisions.md 110-119 explain the choices.
"""

from __future__ import annotations

from .model import Rule

_L = "LLVM GCNHazardRecognizer"

#: (families, first classes, second classes, dependency, wait states, unit, source, text, cleared_by, decision,
#: llc-22's number where it asks for fewer)
_Row = tuple[frozenset[str], tuple[str, ...], tuple[str, ...], str, int, str, str, str, "str | None", "str | None",
             "int | None"]

_GFX9 = frozenset({"gfx9"})
_GFX940 = frozenset({"gfx940"})
_GFX950 = frozenset({"gfx950"})
_RDNA = frozenset({"gfx11", "gfx12", "gfx1250"})

ROWS: tuple[_Row, ...] = (
    (_GFX9, ("VALU_SW",), ("VMEM",), "sread", 5, "issue",
     f"{_L} (checkVMEMHazards: VmemSgprWaitStates; hasVMEMReadSGPRVALUDefHazard)",
     "a VALU writes an SGPR (VCC, EXEC); a VMEM instruction reads it (resource, offset, address)", None, None, None),
    (_GFX9, ("VALU_SW",), ("RWLANE",), "lane", 4, "issue", f"{_L} (checkRWLaneHazards: RWLaneWaitStates)",
     "a VALU writes an SGPR; v_readlane or v_writelane reads it as the lane select", None, None, None),
    (_GFX9, ("VALU_SW",), ("DIV_FMAS",), "vcc", 4, "issue", f"{_L} (checkDivFMasHazards: DivFMasWaitStates)",
     "a VALU writes VCC (v_div_scale); v_div_fmas reads it", None, None, None),
    (_GFX9, ("SETREG",), ("GETREG",), "hwreg", 2, "issue", f"{_L} (checkGetRegHazards: GetRegWaitStates)",
     "s_setreg writes a hardware register; s_getreg reads the same one", None, None, None),
    (_GFX9, ("SETREG",), ("SETREG",), "hwreg", 2, "issue",
     f"{_L} (checkSetRegHazards: getSetRegWaitStates, 2 on gfx8+)",
     "s_setreg writes a hardware register; another s_setreg writes the same one", None, None, None),
    (_GFX9, ("SETREG",), ("RFE",), "hwreg_trapsts", 1, "issue", f"{_L} (checkRFEHazards: RFEWaitStates)",
     "s_setreg writes HW_REG_TRAPSTS; s_rfe_b64 follows", None, None, None),
    (_GFX9, ("SALU",), ("M0_READ",), "m0", 1, "issue", f"{_L} (checkReadM0Hazards: ReadM0WaitStates)",
     "a SALU writes M0; s_movrel*, v_interp*, ds_*_addtid, s_sendmsg/s_ttracedata, a GDS or an LDS-DMA "
     "instruction reads it", None, None, None),
    (_GFX9, ("VALU", "MEM", "MFMA"), ("DPP",), "read", 2, "issue",
     f"{_L} (checkDPPHazards: DppVgprWaitStates)",
     "any instruction writes a VGPR; a DPP instruction reads it", None, None, None),
    (_GFX9, ("VALU_SW",), ("DPP",), "exec", 5, "issue", f"{_L} (checkDPPHazards: DppExecWaitStates)",
     "a VALU writes EXEC; a DPP instruction follows", None, None, None),
    (_GFX9, ("VMEM",), ("VMEM",), "soft_clause", 1, "issue",
     f"{_L} (checkSoftClauseHazards, from checkVMEMHazards; XNACK on or any, LLVM's default)",
     "consecutive VMEM instructions form a soft clause; one that writes a register another in the clause "
     "reads (itself included), or a store after a load, must start a new clause", None, "110", None),
    (_GFX9, ("SMEM",), ("SMEM",), "soft_clause", 1, "issue",
     f"{_L} (checkSoftClauseHazards, from checkSMRDHazards; XNACK on or any, LLVM's default)",
     "consecutive SMEM instructions form a soft clause; one that writes an SGPR another in the clause reads "
     "(itself included), or a store after a load, must start a new clause", None, "110", None),
    (_GFX940, ("VALU_SW",), ("VALU",), "sread", 2, "issue",
     f"{_L} (checkVALUHazards: VALUWriteSGPRVALUReadWaitstates; hasVDecCoExecHazard)",
     "a VALU writes an SGPR or VCC; a VALU reads it (as a source, carry-in or lane mask)", None, None, None),
    (_GFX940, ("VALU",), ("READLANE",), "read", 1, "issue",
     f"{_L} (checkVALUHazards: VALUWriteVGPRReadlaneRead; hasVDecCoExecHazard)",
     "a VALU writes a VGPR; v_readlane or v_readfirstlane reads it", None, None, None),
    (_GFX940, ("VALU_SW",), ("READLANE", "RWLANE"), "exec", 4, "issue",
     f"{_L} (checkVALUHazards: VALUWriteEXECRWLane; hasVDecCoExecHazard)",
     "a VALU writes EXEC; v_readlane, v_readfirstlane or v_writelane follows", None, None, None),
    (_GFX940, ("TRANS",), ("NOTTRANS", "MFMA"), "read", 1, "issue",
     f"{_L} (checkVALUHazards: TransDefWaitstates; hasTransForwardingHazard)",
     "a transcendental VALU (v_exp, v_rcp, ...) writes a VGPR; a non-transcendental VALU reads it", None, None, None),
    (_GFX940, ("STORE_WIDE_SOFF",), ("VALU", "MFMA"), "store_data", 1, "issue",
     f"{_L} (checkSOFFSETWindowVALUHazardsHelper; hasVDecCoExecHazard)",
     "a BUFFER store of more than 64 bits with an SGPR soffset; a VALU or MFMA overwrites its data registers",
     None, "111", 0),
    (_GFX950, ("VALU",), ("PERMLANE",), "read", 2, "issue", f"{_L} (checkPermlaneHazards: VALUWritesVDstWaitStates)",
     "a VALU writes a VGPR; v_permlane16_swap or v_permlane32_swap reads it", None, None, None),
    (_GFX950, ("VCMPX",), ("PERMLANE",), "exec", 4, "issue",
     f"{_L} (checkPermlaneHazards: VCmpXWritesExecWaitStates)",
     "v_cmpx writes EXEC; v_permlane16_swap or v_permlane32_swap follows", None, None, None),
    (_RDNA, ("VCMPX",), ("PERMLANE",), "exec", 1, "valu_real",
     f"{_L} (fixVcmpxPermlaneHazards; hasVcmpxPermlaneHazard)",
     "v_cmpx writes EXEC; a v_permlane* follows: one VALU between (LLVM inserts a v_mov_b32, as v_nop is "
     "discarded)", None, "113", None),
    (frozenset({"gfx11"}), ("TRANS",), ("VALU",), "read", 6, "valu",
     f"{_L} (fixVALUTransUseHazard: IntvMaxVALUs; hasVALUTransUseHazard)",
     "a transcendental VALU writes a VGPR; a VALU reads it within 5 VALUs: s_waitcnt_depctr va_vdst(0) (or a "
     "VMEM, LDS or export instruction) between, or 6 VALUs", "CLEAR_VA", "112", None),
    (frozenset({"gfx1250"}), ("TRANS",), ("NOTTRANS",), "read", 1, "valu",
     f"{_L} (fixVALUTransCoexecutionHazards; hasTransCoexecutionHazard)",
     "a transcendental VALU writes a VGPR; the next non-transcendental VALU reads it", None, None, None),
    (frozenset({"gfx1250"}), ("TRANS",), ("NOTTRANS",), "war", 1, "valu",
     f"{_L} (fixVALUTransCoexecutionHazards; hasTransCoexecutionHazard)",
     "a transcendental VALU reads a VGPR; the next non-transcendental VALU writes it (WAR)", None, None, None),
)


def general(prefix: str, *families: str) -> tuple[Rule, ...]:
    """The rows of ``ROWS`` that the architecture families have, with ids under ``prefix``."""
    want = set(families)
    out = []
    for n, (fam, first, second, dep, waits, unit, source, text, cleared, decision, llvm) in enumerate(ROWS, 1):
        if fam & want:
            out.append(Rule(f"{prefix}-H{n:02d}", first, second, dep, waits, source, text, unit=unit,
                            cleared_by=cleared, decision=decision, llvm=llvm))
    return tuple(out)
