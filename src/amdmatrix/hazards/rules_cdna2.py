"""CDNA2 (gfx90a, MI200) wait-state rules: MI200 ISA §7.2 Table 26, and LLVM where it adds rows.

Classes: every non-F64 MFMA is XDL (2, 8 or 16 passes); V_MFMA_F64_16X16X4F64 (8 passes)
and V_MFMA_F64_4X4X4F64 (4 passes) are DGEMM, whose rows are keyed by opcode.
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_T = "MI200 ISA §7.2 Table 26"
_L = "LLVM GCNHazardRecognizer"
_VALU_MEM = ("VALU", "MEM")

RULES: tuple[Rule, ...] = (
    Rule("C2-01", ("VALU_NOTDOT",), ("MFMA",), "read", 2, f"{_T} (p. 46)",
         "a VALU (not a DOT; v_accvgpr_* included) writes a register; an MFMA reads it"),
    Rule("C2-02", ("VALU",), ("MFMA",), "exec", 4, f"{_T} (p. 48: V_CMPX); {_L}: any VALU writing EXEC",
         "a VALU (V_CMPX) writes EXEC; any MFMA follows"),
    Rule("C2-03", ("DOT",), ("VALU",), "dot_same_srcc", 0, f"{_T} (p. 46)",
         "a DOT writes a register; the same DOT opcode reads it as SrcC (accumulation)"),
    Rule("C2-04", ("DOT",), ("VALU",), "dot_same_srcab", 3, f"{_T} (p. 46)",
         "a DOT writes a register; the same DOT opcode reads it as SrcA/SrcB"),
    Rule("C2-05", ("DOT",), _VALU_MEM, "dot_other", 3, f"{_T} (p. 46)",
         "a DOT writes a register; another opcode reads or writes it"),
    Rule("C2-05b", ("DOT",), ("MFMA",), "dot_other", 3, f"{_T} (p. 46)",
         "a DOT writes a register; an MFMA (another opcode) reads or writes it", llvm=0, decision="A7"),
    Rule("C2-06", ("XDL",), ("MFMA",), "srcc_same", 0, f"{_T} (p. 47)",
         "an XDL writes vDst; an MFMA reads exactly that tuple as SrcC"),
    Rule("C2-07", ("XDL",), ("XDL",), "srcc_overlap", {2: 2, 8: 8, 16: 16}, f"{_T} (p. 47)",
         "an XDL writes vDst; an XDL reads overlapping registers as SrcC"),
    Rule("C2-08", ("XDL",), ("DGEMM",), "srcc_overlap", {2: 3, 8: 9, 16: 17}, f"{_T} (p. 47)",
         "an XDL writes vDst; a DGEMM reads overlapping registers as SrcC"),
    Rule("C2-09", ("XDL",), ("MFMA",), "srcab", {2: 5, 8: 11, 16: 19}, f"{_T} (p. 47)",
         "an XDL writes vDst; an MFMA reads it as SrcA/SrcB"),
    Rule("C2-10", ("XDL",), _VALU_MEM, "rw", {2: 5, 8: 11, 16: 19}, f"{_T} (p. 47); {_L} adds export",
         "an XDL writes vDst; a VALU reads or writes it, or a VMEM/LDS/FLAT/export reads it (or loads into it)",
         decision="A13, A15"),
    Rule("C2-11", ("XDL",), _VALU_MEM, "war", {2: 1, 8: 11, 16: 19}, f"{_T} (p. 48)",
         "an XDL reads SrcC; a VALU (or a load) writes an overlapping register (WAR)",
         llvm={2: 1, 8: 7, 16: 15}, decision="A1"),
    Rule("C2-12", ("DGEMM16",), ("DGEMM16",), "srcc_same", 0, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; the same opcode reads exactly that tuple as SrcC"),
    Rule("C2-13", ("DGEMM16",), ("DGEMM",), "srcc_overlap", 9, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; a DGEMM reads overlapping registers as SrcC"),
    Rule("C2-14", ("DGEMM16",), ("XDL",), "srcc", 0, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; an XDL reads overlapping registers as SrcC"),
    Rule("C2-15", ("DGEMM16",), ("MFMA",), "srcab", 11, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; an MFMA reads it as SrcA/SrcB"),
    Rule("C2-16", ("DGEMM16",), ("VALU",), "rw", 11, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; a VALU reads or writes it"),
    Rule("C2-17", ("DGEMM16",), ("MEM",), "read", 18, f"{_T} (p. 48)",
         "V_MFMA_F64_16X16X4F64 writes vDst; a VMEM/LDS/FLAT/export reads it"),
    Rule("C2-17w", ("DGEMM16",), ("MEM",), "write", 11, f"{_L} (checkMAIVALUHazards)",
         "V_MFMA_F64_16X16X4F64 writes vDst; a load writes it (WAW)", decision="A13"),
    Rule("C2-18", ("DGEMM4",), ("DGEMM4",), "srcc_same", 4, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; the same opcode reads exactly that tuple as SrcC"),
    Rule("C2-19", ("DGEMM4",), ("DGEMM",), "srcc_overlap", 4, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; a DGEMM reads overlapping registers as SrcC"),
    Rule("C2-20", ("DGEMM4",), ("XDL",), "srcc", 0, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; an XDL reads overlapping registers as SrcC"),
    Rule("C2-21", ("DGEMM4",), ("MFMA",), "srcab", 6, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; an MFMA reads it as SrcA/SrcB"),
    Rule("C2-22", ("DGEMM4",), ("VALU",), "rw", 6, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; a VALU reads or writes it"),
    Rule("C2-23", ("DGEMM4",), ("MEM",), "read", 9, f"{_T} (p. 48)",
         "V_MFMA_F64_4X4X4F64 writes vDst; a VMEM/LDS/FLAT/export reads it"),
    Rule("C2-23w", ("DGEMM4",), ("MEM",), "write", 6, f"{_L} (checkMAIVALUHazards)",
         "V_MFMA_F64_4X4X4F64 writes vDst; a load writes it (WAW)", decision="A13"),
    Rule("C2-24", ("DGEMM",), ("FMA64",), "none", 2, f"{_L} (DMFMAToFMA64WaitStates)",
         "any DGEMM; V_FMA_F64 or V_FMAC_F64 follows (no register dependency needed)"),
    Rule("C2-25", ("VALU",), ("VMEM_DS",), "read_after_dgemm", 2, f"{_L} (DMFMABetweenVALUWriteVMEMRead)",
         "a VALU writes a VGPR and a DGEMM issues after it; a VMEM/FLAT/DS instruction reads the VGPR "
         "(counted from the VALU)"),
    Rule("C2-26", ("STORE_WIDE",), ("VALU", "MFMA"), "store_data", 1, "MI200 ISA §4.5 Table 9",
         "a FLAT/GLOBAL/SCRATCH or BUFFER store of more than 64 bits (BUFFER: no SGPR offset); a VALU or MFMA "
         "overwrites its data registers"),
    Rule("C2-27", ("STORE_WIDE",), ("MEM",), "store_data", 1, "MI200 ISA §4.5 Table 9",
         "a store of more than 64 bits; a load overwrites its data registers", llvm=0, decision="A25"),
    *general("C2", "gfx9"),
)
