"""The data types of the hazard checker: rules, hazards between two lines, violations."""

from __future__ import annotations

from collections.abc import Mapping

from .._dataclasses import dataclass

__all__ = ["Rule", "Hazard", "Violation", "DEPENDENCIES"]

#: What a rule's dependency between the first (producer) and second (consumer) means.
DEPENDENCIES: dict[str, str] = {
    "srcc_same": "reads as SrcC exactly the first's vDst (same first register, size and pass count)",
    "srcc_tuple": "reads as SrcC exactly the first's vDst tuple (same first register and size; any pass count)",
    "srcc_overlap": "reads as SrcC registers overlapping the first's vDst (not exactly the same)",
    "srcc": "reads as SrcC registers overlapping the first's vDst",
    "srcab": "reads as SrcA/SrcB (or sparse index, or scale) registers overlapping the first's vDst",
    "ab": "reads as A or B registers overlapping the first's D",
    "index": "reads as its sparse index a register overlapping the first's D",
    "read": "reads a register the first writes (RAW)",
    "write": "writes a register the first writes (WAW)",
    "rw": "reads or writes a register the first writes (RAW or WAW)",
    "war": "writes a register the first reads as SrcC or sparse index (gfx1250: as A, B or sparse index) (WAR)",
    "scale": "reads as a scale operand a register overlapping the first's D",
    "exec": "any instruction of the class after the first writes EXEC",
    "none": "no register dependency",
    "dot_same_srcc": "is the same DOT opcode and reads the first's vDst as SrcC",
    "dot_same_srcab": "is the same DOT opcode and reads the first's vDst as SrcA/SrcB",
    "dot_other": "is another opcode and reads or writes the first's vDst",
    "read_after_dgemm": "reads a register the first (a VALU) writes, with a DGEMM issued in between",
    "ldst_valu": "reads a VGPR that a VALU wrote within 2 wait states, right after the first",
    "store_data": "writes the data registers of the first (a store of more than 64 bits)",
    "sread": "reads an SGPR (VCC, EXEC, M0 included) the first writes",
    "carry": "reads as its carry-in or lane mask an SGPR (or VCC) the first writes",
    "lane": "reads as its lane select an SGPR the first writes",
    "vcc": "reads VCC (v_div_fmas: without naming it) after the first writes it",
    "m0": "reads M0 after the first writes it",
    "hwreg": "names the same hardware register (HW_REG id) as the first s_setreg",
    "hwreg_trapsts": "follows an s_setreg of HW_REG_TRAPSTS",
    "soft_clause": "continues a soft clause (consecutive VMEM, or SMEM, instructions) in which a destination "
                   "meets a source (or a store follows a load): the clause must be broken",
}


@dataclass(frozen=True)
class Rule:
    """One row of an architecture's wait-state table.

    ``waits`` is a number, or a mapping from the first instruction's pass count to the
    number. ``unit`` says what is counted ("issue": every instruction; "valu": VALU only).
    ``llvm`` holds LLVM's number where it differs from ours, and ``decision`` the item of
    docs/decisions.md that explains why.
    """

    id: str
    first: tuple[str, ...]
    second: tuple[str, ...]
    dep: str
    waits: int | Mapping[int, int]
    source: str
    text: str
    unit: str = "issue"
    #: "first": the first instruction's passes; "scan": the largest of every MFMA from the
    #: first up to the second (LLVM's gfx908 rule, decision A20).
    passes_from: str = "first"
    llvm: int | Mapping[int, int] | None = None
    decision: str | None = None
    #: A hazard class whose instructions, anywhere between the two, satisfy the rule at once
    #: (``CLEAR_VA``: an ``s_waitcnt_depctr`` that waits for va_vdst, or a VMEM, LDS or export
    #: instruction, as LLVM's fixVALUTransUseHazard counts them).
    cleared_by: str | None = None

    def required(self, passes: int) -> int:
        """Wait states this rule asks for after a first instruction of ``passes`` passes."""
        w = self.waits
        if isinstance(w, int):
            return w
        if passes in w:
            return w[passes]
        bigger = [p for p in w if p >= passes]
        return w[min(bigger)] if bigger else max(w.values())

    @property
    def max_waits(self) -> int:
        w = self.waits
        return w if isinstance(w, int) else max(w.values())

    def llvm_required(self, passes: int) -> int | None:
        """LLVM's number for ``passes`` where it differs from the rule's, else None."""
        w = self.llvm
        if w is None:
            return None
        if isinstance(w, int):
            return w
        return w.get(passes)


@dataclass(frozen=True)
class Hazard:
    """A rule that applies between two instructions, and the wait states it requires."""

    rule: str
    required: int
    unit: str
    source: str
    description: str
    #: The registers through which the two depend (empty for EXEC and pass-only rules).
    registers: str
    llvm: int | None = None
    decision: str | None = None


@dataclass(frozen=True)
class Violation:
    """A consumer with too few wait states after its producer.

    ``line`` is the 1-based line of the consumer (the second instruction), ``missing`` the
    wait states to add before it, ``required`` and ``present`` the rule's number and what
    lies between the two now, ``producer_line`` the line of the first instruction.
    """

    line: int
    missing: int
    required: int
    present: int
    producer_line: int
    rule: str
    source: str
    consumer: str
    producer: str
    unit: str
    description: str
    #: The line of the branch through which the producer reaches the consumer, if any.
    via_branch: int | None = None
    #: For a consumer (producer) in a macro expansion or an included file: where its line
    #: comes from, innermost first (``"k.s:5, in macro mac called at k.s:12"``); "" otherwise.
    origin: str = ""
    producer_origin: str = ""
