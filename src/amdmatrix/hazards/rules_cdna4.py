"""CDNA4 (gfx950, MI350) wait-state rules: CDNA4 ISA §7.6 Table 38 (pp. 66-69), and LLVM.

Classes as on CDNA3 (LLVM's ``is_gfx940_xdl``, decision A9): F16, BF16, I8, FP8/BF8,
F8F6F4 (4 or 8 passes for 16x16x128, 8 or 16 for 32x32x64: the longer when A or B is FP8
or BF8), MFMA_SCALE and every SMFMAC are XDL; F32 MFMAs are SGEMM; F64 MFMAs are DGEMM,
keyed by opcode (decision A5: the ISA gives 4x4x4 32 cycles, LLVM 4 passes).
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_T = "CDNA4 ISA §7.6 Table 38"
_L = "LLVM GCNHazardRecognizer"
_VALU_MEM = ("VALU", "MEM")

RULES: tuple[Rule, ...] = (
    Rule("C4-01", ("VALU_NOTDOT",), ("MFMA",), "read", 2, f"{_T} (p. 66)",
         "a non-DLops VALU (v_accvgpr_* included) writes a register; a V_MFMA or V_SMFMA reads it"),
    Rule("C4-02", ("DOT",), ("VALU",), "dot_same_srcc", 0, f"{_T} (p. 66)",
         "a DL op writes a register; the same DL opcode reads it as SrcC (accumulation)"),
    Rule("C4-03", ("DOT",), ("VALU",), "dot_same_srcab", 3, f"{_T} (p. 66)",
         "a DL op writes a register; the same DL opcode reads it as SrcA/SrcB"),
    Rule("C4-04", ("DOT",), _VALU_MEM, "dot_other", 3, f"{_T} (p. 66)",
         "a DL op writes a register; another opcode reads or writes it (VALU, VM, LDS, FLAT)"),
    Rule("C4-04b", ("DOT",), ("MFMA",), "dot_other", 3, f"{_T} (p. 66)",
         "a DL op writes a register; an MFMA (another opcode) reads or writes it", llvm=0, decision="A7"),
    Rule("C4-05", ("XDL",), ("XDL",), "srcc_same", {2: 2, 4: 0, 8: 0, 16: 0}, f"{_T} (p. 67)",
         "an XDL or SMFMAC writes vDst; an XDL reads exactly that tuple as SrcC (SMFMAC: as its C)",
         decision="A6"),
    Rule("C4-06", ("XDL",), ("XDL",), "srcc_overlap", {2: 4, 4: 6, 8: 10, 16: 18}, f"{_T} (p. 67)",
         "an XDL or SMFMAC writes vDst; an XDL reads overlapping registers as SrcC (SMFMAC: as its C)"),
    Rule("C4-07", ("XDL",), ("SDGEMM",), "srcc", {2: 3, 4: 6, 8: 10, 16: 18}, f"{_T} (p. 67)",
         "an XDL or SMFMAC writes vDst; an SGEMM or DGEMM reads it as SrcC", decision="A18"),
    Rule("C4-08", ("XDL",), ("MFMA",), "srcab", {2: 5, 4: 8, 8: 12, 16: 20}, f"{_T} (p. 67)",
         "an XDL or SMFMAC writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index; MFMA_SCALE: "
         "or as a scale)", decision="A8, A19"),
    Rule("C4-09", ("XDL",), _VALU_MEM, "rw", {2: 5, 4: 8, 8: 12, 16: 20}, f"{_T} (p. 67)",
         "an XDL or SMFMAC writes vDst; a VALU reads or writes it, or a VM/LDS/FLAT/export reads it "
         "(or loads into it)", decision="A8, A13"),
    Rule("C4-10", ("SGEMM",), ("SGEMM",), "srcc_same", {2: 2, 4: 0, 8: 0, 16: 0}, f"{_T} (p. 67)",
         "an SGEMM writes vDst; an SGEMM reads exactly that tuple as SrcC"),
    Rule("C4-11", ("SGEMM",), ("SDGEMM",), "srcc_overlap", {2: 2, 4: 4, 8: 8, 16: 16}, f"{_T} (p. 67)",
         "an SGEMM writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC"),
    Rule("C4-12", ("SGEMM",), ("XDL",), "srcc_overlap", 0, f"{_T} (p. 67: XDL reads SrcC faster)",
         "an SGEMM writes vDst; an XDL reads overlapping registers as SrcC (SMFMAC: as its C)"),
    Rule("C4-12b", ("SGEMM",), ("XDL",), "srcc_tuple", {2: 2, 4: 0, 8: 0, 16: 0},
         f"{_L} (GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates)",
         "an SGEMM writes vDst; an XDL reads exactly that tuple as SrcC", decision="A17"),
    Rule("C4-13", ("SGEMM",), ("MFMA",), "srcab", {2: 4, 4: 6, 8: 10, 16: 18}, f"{_T} (p. 67)",
         "an SGEMM writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)"),
    Rule("C4-14", ("SGEMM",), _VALU_MEM, "rw", {2: 4, 4: 6, 8: 10, 16: 18}, f"{_T} (p. 67)",
         "an SGEMM writes vDst; a VALU reads or writes it, or a VM/LDS/FLAT/export reads it (or loads into it)",
         decision="A13"),
    Rule("C4-15", ("DGEMM16",), ("DGEMM16",), "srcc_same", 0, f"{_T} (p. 68)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; the same opcode reads exactly that tuple as SrcC"),
    Rule("C4-16", ("DGEMM16",), ("SDGEMM",), "srcc_overlap", 17, f"{_T} (p. 68)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC"),
    Rule("C4-17", ("DGEMM16",), ("XDL",), "srcc", 0, f"{_T} (p. 68: 2 hardware waits)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an XDL reads it as SrcC (SMFMAC: as its C)"),
    Rule("C4-19", ("DGEMM16",), ("MFMA",), "srcab", 19, f"{_T} (p. 68)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)"),
    Rule("C4-22", ("DGEMM16",), ("VALU",), "read", 19, f"{_T} (p. 68)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a VALU reads it"),
    Rule("C4-22w", ("DGEMM16",), ("VALU",), "write", 19, f"{_T} (p. 68: RAW + WAW)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a VALU writes it (WAW)", llvm=11, decision="A4"),
    Rule("C4-23", ("DGEMM16",), ("MEM",), "read", 18, f"{_T} (p. 68)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a VM/LDS/FLAT/export reads it"),
    Rule("C4-23w", ("DGEMM16",), ("MEM",), "write", 19, f"{_T} (p. 68: VALU WAW, by analogy)",
         "V_MFMA_F64_16X16X4_F64 writes vDst; a load writes it (WAW)", llvm=11, decision="A4, A13"),
    Rule("C4-24", ("DGEMM4",), ("DGEMM4",), "srcc_same", 4, f"{_T} (p. 68)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; the same opcode reads exactly that tuple as SrcC"),
    Rule("C4-25", ("DGEMM4",), ("SDGEMM",), "srcc_overlap", 4, f"{_T} (p. 68)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an SGEMM or DGEMM reads overlapping registers as SrcC"),
    Rule("C4-26", ("DGEMM4",), ("XDL",), "srcc", 0, f"{_T} (p. 68: 2 hardware waits)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an XDL reads it as SrcC (SMFMAC: as its C)"),
    Rule("C4-28", ("DGEMM4",), ("MFMA",), "srcab", 6, f"{_T} (p. 68)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; an MFMA reads it as SrcA/SrcB (SMFMAC: or as its index)",
         decision="A10"),
    Rule("C4-31", ("DGEMM4",), ("VALU",), "rw", 6, f"{_T} (p. 68)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a VALU reads or writes it", decision="A10"),
    Rule("C4-32", ("DGEMM4",), ("MEM",), "read", 9, f"{_T} (p. 68)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a VM/LDS/FLAT/export reads it"),
    Rule("C4-32w", ("DGEMM4",), ("MEM",), "write", 6, f"{_L} (checkMAIVALUHazards)",
         "V_MFMA_F64_4X4X4_4B_F64 writes vDst; a load writes it (WAW)", decision="A13"),
    Rule("C4-33", ("VALU",), ("MFMA",), "exec", 4, f"{_T} (p. 68: V_CMPX); {_L}: any VALU writing EXEC",
         "a VALU (V_CMPX) writes EXEC; any V_MFMA follows"),
    Rule("C4-34", ("XDL",), _VALU_MEM, "war", {2: 1, 4: 3, 8: 7, 16: 15}, f"{_T} (p. 69)",
         "an XDL reads SrcC (an SMFMAC its index); a VALU (or a load) writes an overlapping register (WAR)",
         decision="A13, A23"),
    Rule("C4-35", ("DGEMM",), ("FMA64",), "none", 2, f"{_L} (DMFMAToFMA64WaitStates)",
         "any DGEMM; V_FMA_F64 or V_FMAC_F64 follows (no register dependency needed)"),
    Rule("C4-G09", ("STORE_WIDE",), ("VALU", "MFMA"), "store_data", 2, "CDNA4 ISA §4.5 Table 11, case 9",
         "a FLAT/GLOBAL/SCRATCH or BUFFER store of more than 64 bits (BUFFER: no SGPR offset); a VALU or MFMA "
         "overwrites its data registers"),
    Rule("C4-G08", ("STORE_WIDE",), ("MEM",), "store_data", 1, "CDNA4 ISA §4.5 Table 11, case 8",
         "a store of more than 64 bits; a load overwrites its data registers", llvm=0, decision="A25"),
    Rule("C4-G20", ("DSTSEL",), ("VALU", "MFMA"), "read", 1,
         "CDNA4 ISA §4.5 Table 11, case 20; LLVM GCNHazardRecognizer (getDstSelForwardingOperand)",
         "a VALU writes its result away from bit 0 (SDWA dst_sel, VOP3 op_sel of the result; for LLVM also "
         "VOP3P op_sel_hi[0], which is set by default); a VALU or MFMA reads it", decision="A24"),
    *general("C4", "gfx9", "gfx940", "gfx950"),
)
