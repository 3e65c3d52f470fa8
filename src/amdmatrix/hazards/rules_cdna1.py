"""CDNA1 (gfx908, MI100) wait-state rules.

No public ISA table covers CDNA1's matrix hazards; every row is LLVM's
(GCNHazardRecognizer ``checkMAIHazards908`` and ``checkMAILdStHazards``). C and D are
AGPRs on CDNA1, so a VALU reaches an MFMA result only through ``v_accvgpr_read``. The
accvgpr rules take the pass count of the longest MFMA between the two (decision A20).
"""

from __future__ import annotations

from .model import Rule
from .rules_general import general

_L = "LLVM GCNHazardRecognizer (checkMAIHazards908)"
_LS = "LLVM GCNHazardRecognizer (checkMAILdStHazards)"

RULES: tuple[Rule, ...] = (
    Rule("C1-01", ("VALU",), ("MFMA", "ACCW"), "exec", 4, _L,
         "a VALU writes EXEC; an MFMA or v_accvgpr_write follows"),
    Rule("C1-02", ("VALU_NOTMAI", "ACCR"), ("MFMA", "ACCW"), "read", 2, _L,
         "a VALU (v_accvgpr_read included) writes a VGPR; an MFMA or v_accvgpr_write reads it"),
    Rule("C1-03", ("MFMA",), ("MFMA",), "srcc_same", 0, _L,
         "an MFMA writes AGPRs; an MFMA reads exactly that tuple as SrcC"),
    Rule("C1-04", ("MFMA",), ("MFMA",), "srcc_overlap", 2, _L,
         "an MFMA writes AGPRs; an MFMA reads overlapping AGPRs as SrcC"),
    Rule("C1-05", ("MFMA",), ("MFMA",), "srcab", 4, _L,
         "an MFMA writes AGPRs; an MFMA reads one as SrcA/SrcB"),
    Rule("C1-06", ("MFMA",), ("ACCR",), "read", {2: 4, 8: 10, 16: 18}, _L,
         "an MFMA writes AGPRs; v_accvgpr_read reads one", passes_from="scan", decision="A20"),
    Rule("C1-07", ("MFMA",), ("ACCW",), "write", {2: 1, 8: 7, 16: 15}, _L,
         "an MFMA writes AGPRs; v_accvgpr_write overwrites one", passes_from="scan", decision="A20"),
    Rule("C1-08", ("ACCW",), ("MFMA",), "srcc", 1, _L,
         "v_accvgpr_write writes an AGPR; an MFMA reads it as SrcC"),
    Rule("C1-09", ("ACCW",), ("MFMA",), "srcab", 3, _L,
         "v_accvgpr_write writes an AGPR; an MFMA reads it as SrcA/SrcB"),
    Rule("C1-10", ("ACCW",), ("ACCR",), "read", 3, _L,
         "v_accvgpr_write writes an AGPR; v_accvgpr_read reads it"),
    Rule("C1-11", ("MFMA",), ("ACCW",), "war", {2: 0, 8: 5, 16: 13}, _L,
         "an MFMA reads AGPRs as SrcC; v_accvgpr_write overwrites one (WAR)", passes_from="scan", decision="A20"),
    Rule("C1-12", ("ACCR",), ("VMEM_DS",), "read", 2, _LS,
         "v_accvgpr_read writes a VGPR; a VMEM, FLAT or DS instruction reads it"),
    Rule("C1-13", ("ACCR", "ACCW"), ("VMEM_DS",), "ldst_valu", 1, _LS,
         "a VALU writes a VGPR, then v_accvgpr_read/write within 2 wait states; a VMEM, FLAT or DS "
         "instruction reads the VGPR: 1 after the accvgpr instruction"),
    Rule("C1-14", ("ACCW",), ("ACCW",), "write", 3, _L,
         "v_accvgpr_write writes an AGPR; another v_accvgpr_write overwrites it"),
    Rule("C1-15", ("STORE_WIDE",), ("VALU", "MFMA"), "store_data", 1,
         "LLVM GCNHazardRecognizer (checkVALUHazards: stores of more than 64 bits)",
         "a FLAT/GLOBAL/SCRATCH or BUFFER store of more than 64 bits (BUFFER: no SGPR offset); a VALU or MFMA "
         "overwrites its data registers"),
    *general("C1", "gfx9"),
)
