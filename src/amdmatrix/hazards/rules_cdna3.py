"""CDNA3 (gfx940/941/942, MI300) wait-state rules: CDNA3 ISA §7.5 Table 37, and LLVM.

Classes (LLVM's ``is_gfx940_xdl``, decision A9): F16, BF16, I8, XF32 and FP8/BF8 MFMAs and
every SMFMAC are XDL; the F32 MFMAs are SGEMM; the F64 MFMAs are DGEMM (16x16x4: 8 passes,
4x4x4: 4), keyed by opcode. The public excerpt of Table 37 stops after case 120, so the
DGEMM 4x4x4, V_CMPX and WAR rows are LLVM's (decision A16); they equal the MI200 and CDNA4
tables.
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_T = "CDNA3 ISA §7.5 Table 37"
_L = "LLVM GCNHazardRecognizer"
_VALU_MEM = ("VALU", "MEM")

RULES: tuple[Rule, ...] = (
    Rule("C3-01", ("VALU_NOTDOT",), ("MFMA",), "read", 2, f"{_T}, case 100",
         "a VALU (not a DOT; v_accvgpr_* included) writes a register; an MFMA or SMFMAC reads it"),
    Rule("C3-02", ("VALU",), ("MFMA",), "exec", 4, f"{_L} (VALUWritesExecWaitStates; as MI200 and CDNA4 ISA)",
         "a VALU (V_CMPX) writes EXEC; any MFMA or SMFMAC follows", decision="A16"),
    Rule("C3-03", ("DOT",), ("VALU",), "dot_same_srcc", 0, f"{_T}, case 101",
         "a DOT writes a register; the same DOT opcode reads it as SrcC (accumulation)"),
    Rule("C3-04", ("DOT",), ("VALU",), "dot_same_srcab", 3, f"{_T}, case 101",
         "a DOT writes a register; the same DOT opcode reads it as SrcA/SrcB"),
    Rule("C3-05", ("DOT",), _VALU_MEM, "dot_other", 3, f"{_T}, case 101",
         "a DOT writes a register; another opcode reads or writes it"),
    Rule("C3-05b", ("DOT",), ("MFMA",), "dot_other", 3, f"{_T}, case 101",
         "a DOT writes a register; an MFMA (another opcode) reads or writes it", llvm=0, decision="A7"),
    Rule("C3-06", ("XDL",), ("XDL",), "srcc_same", {2: 2, 4: 0, 8: 0, 16: 0}, f"{_T}, case 102",
         "an XDL or SMFMAC writes vDst; an XDL reads exactly that tuple as SrcC (SMFMAC: as its C)",
         decision="A6"),
    Rule("C3-07", ("XDL",), ("XDL",), "srcc_overlap", {2: 3, 4: 5, 8: 9, 16: 17}, f"{_T}, case 103",
         "an XDL or SMFMAC writes vDst; an XDL reads overlapping registers as SrcC (SMFMAC: as its C)"),
    Rule("C3-08", ("XDL",), ("SDGEMM",), "srcc", {2: 3, 4: 5, 8: 9, 16: 17}, f"{_T}, case 104",
         "an XDL or SMFMAC writes vDst; an SGEMM or DGEMM reads it as SrcC",
         llvm=None, decision="A18"),
    Rule("C3-09", ("XDL",), ("MFMA",), "srcab", {2: 5, 4: 7, 8: 11, 16: 19}, f"{_T}, case 105",
         "an XDL or SMFMAC writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)"),
    Rule("C3-10", ("XDL",), _VALU_MEM, "rw", {2: 5, 4: 7, 8: 11, 16: 19}, f"{_T}, case 106",
         "an XDL or SMFMAC writes vDst; a VALU reads or writes it, or a VMEM/LDS/FLAT/export reads it "
         "(or loads into it)", decision="A13"),
    Rule("C3-11", ("XDL",), _VALU_MEM, "war", {2: 1, 4: 3, 8: 7, 16: 15},
         f"{_L} (SMFMA*ReadVgprVALUWarWaitStates; as CDNA4 ISA)",
         "an XDL reads SrcC (an SMFMAC its index); a VALU (or a load) writes an overlapping register (WAR)",
         decision="A16, A23"),
    Rule("C3-12", ("SGEMM",), ("SGEMM",), "srcc_same", {2: 2, 4: 0, 8: 0, 16: 0},
         f"{_T}, case 107 (0); {_L} and CDNA4 ISA (2 after a 2-pass SGEMM)",
         "an SGEMM writes vDst; an SGEMM reads exactly that tuple as SrcC", decision="A2"),
    Rule("C3-13", ("SGEMM",), ("XDL",), "srcc", {2: 2, 4: 4, 8: 8, 16: 16}, f"{_T}, case 108",
         "an SGEMM writes vDst; an XDL reads it as SrcC (SMFMAC: as its C)", llvm={2: 0, 4: 0, 8: 0, 16: 0},
         decision="A3"),
    Rule("C3-14", ("SGEMM",), ("SDGEMM",), "srcc_overlap", {2: 2, 4: 4, 8: 8, 16: 16}, f"{_T}, case 109",
         "an SGEMM writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC"),
    Rule("C3-15", ("SGEMM",), ("MFMA",), "srcab", {2: 4, 4: 6, 8: 10, 16: 18}, f"{_T}, case 110",
         "an SGEMM writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)"),
    Rule("C3-16", ("SGEMM",), _VALU_MEM, "rw", {2: 4, 4: 6, 8: 10, 16: 18}, f"{_T}, case 111",
         "an SGEMM writes vDst; a VALU reads or writes it, or a VMEM/LDS/FLAT/export reads it (or loads into it)",
         decision="A13"),
    Rule("C3-17", ("DGEMM16",), ("DGEMM16",), "srcc_same", 0, f"{_T}, case 112",
         "V_MFMA_F64_16X16X4_F64 writes vDst; the same opcode reads exactly that tuple as SrcC"),
    Rule("C3-18", ("DGEMM16",), ("SDGEMM",), "srcc_overlap", 9, f"{_T}, case 113",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC"),
    Rule("C3-19", ("DGEMM16",), ("XDL",), "srcc", 0, f"{_T}, cases 114-115",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an XDL reads it as SrcC (SMFMAC: as its C)"),
    Rule("C3-21", ("DGEMM16",), ("MFMA",), "srcab", 11, f"{_T}, cases 116-118",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)"),
    Rule("C3-22", ("DGEMM16",), ("VALU",), "rw", 11, f"{_T}, case 119",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a VALU reads or writes it"),
    Rule("C3-23", ("DGEMM16",), ("MEM",), "read", 18, f"{_T}, case 120",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a VMEM/LDS/FLAT/export reads it"),
    Rule("C3-23w", ("DGEMM16",), ("MEM",), "write", 11, f"{_L} (checkMAIVALUHazards)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a load writes it (WAW)", decision="A13"),
    Rule("C3-24", ("DGEMM4",), ("DGEMM4",), "srcc_same", 4, f"{_L} (DMFMA4x4WritesVGPRFullSrcCWaitStates)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; the same opcode reads exactly that tuple as SrcC", decision="A16"),
    Rule("C3-25", ("DGEMM4",), ("SDGEMM",), "srcc_overlap", 4, f"{_L} (DMFMA4x4WritesVGPROverlappedSrcCWaitStates)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC",
         decision="A16"),
    Rule("C3-26", ("DGEMM4",), ("XDL",), "srcc", 0, _L,
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an XDL reads it as SrcC (SMFMAC: as its C)", decision="A16"),
    Rule("C3-27", ("DGEMM4",), ("MFMA",), "srcab", 6, f"{_L} (DMFMA4x4WritesVGPROverlappedMFMASrcABWaitStates)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)",
         decision="A16"),
    Rule("C3-28", ("DGEMM4",), ("VALU",), "rw", 6, f"{_L} (DMFMA4x4WriteVgprVALUReadWaitStates)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a VALU reads or writes it", decision="A16"),
    Rule("C3-29", ("DGEMM4",), ("MEM",), "read", 9, f"{_L} (DMFMA4x4WriteVgprMemExpReadWaitStates)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a VMEM/LDS/FLAT/export reads it", decision="A16"),
    Rule("C3-29w", ("DGEMM4",), ("MEM",), "write", 6, f"{_L} (checkMAIVALUHazards)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a load writes it (WAW)", decision="A13"),
    Rule("C3-30", ("DGEMM",), ("FMA64",), "none", 2, f"{_L} (DMFMAToFMA64WaitStates)",
         "any DGEMM; V_FMA_F64 or V_FMAC_F64 follows (no register dependency needed)"),
    Rule("C3-G09", ("STORE_WIDE",), ("VALU", "MFMA"), "store_data", 2, "CDNA3 ISA §4.5 Table 11, case 9",
         "a FLAT/GLOBAL/SCRATCH or BUFFER store of more than 64 bits (BUFFER: no SGPR offset); a VALU or MFMA "
         "overwrites its data registers"),
    Rule("C3-G08", ("STORE_WIDE",), ("MEM",), "store_data", 1, "CDNA3 ISA §4.5 Table 11, case 8",
         "a store of more than 64 bits; a load overwrites its data registers", llvm=0, decision="A25"),
    Rule("C3-G20", ("DSTSEL",), ("VALU", "MFMA"), "read", 1,
         "CDNA3 ISA §4.5 Table 11, case 20; LLVM GCNHazardRecognizer (getDstSelForwardingOperand)",
         "a VALU writes its result away from bit 0 (SDWA dst_sel, VOP3 op_sel of the result; for LLVM also "
         "VOP3P op_sel_hi[0], which is set by default); a VALU or MFMA reads it", decision="A24"),
    *general("C3", "gfx9", "gfx940"),
)
