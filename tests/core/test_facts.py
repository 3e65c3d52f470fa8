"""Every fact of every instruction equals the reference, and our printed formulas are right.

The --detail-instruction report is built from the model (:mod:`amdmatrix.details`). Its
sections must equal the reference facts field for field, except the documented opcode
errata (LLVM is the authority for encodings). Its layout formulas need not be the same
strings as the reference, so they are parsed back and checked for every element.
"""

from __future__ import annotations

import pytest
from test_reference_formulas import _cases, check_instruction
from tiers import sweep
from vendored import REFERENCE_ARCHS, reference_facts

import amdmatrix
from amdmatrix.details import details
from amdmatrix.isa.errata import ERRATA

#: Reference opcodes that LLVM (and, for CDNA1/2, the MI200 ISA's opcode table) contradict.
OPCODE_ERRATA = {(e.arch.lower(), e.mnemonic): hex(e.row) for e in ERRATA  # type: ignore[arg-type]
                 if e.fact == "op"}


def _reference(arch: str, name: str) -> dict[str, object]:
    return next(f for f in reference_facts(arch) if f["Instruction"] == name)


def test_instruction_lists_match_reference_order() -> None:
    for arch in REFERENCE_ARCHS:
        names = [f["Instruction"] for f in reference_facts(arch)]
        assert [i.mnemonic for i in amdmatrix.instructions(arch)] == names
    assert sum(len(amdmatrix.instructions(a)) for a in ["cdna1", "cdna2", "cdna3", "rdna3", "rdna4"]) == 121


@pytest.mark.parametrize(("arch", "name"), _cases())
def test_facts_equal_reference(arch: str, name: str) -> None:
    ref = _reference(arch, name)
    ours = details(amdmatrix.instruction(arch, name))
    assert list(ours) == list(ref), "sections and their order"
    for key, want in ref.items():
        got = ours[key]
        if "mapping" in key:
            assert isinstance(want, dict) and isinstance(got, dict)
            assert list(got) == list(want), f"formula labels of {key}"
            continue
        if (arch, name) in OPCODE_ERRATA and key == "VOP3P Opcode":
            assert want != OPCODE_ERRATA[(arch, name)] and got == OPCODE_ERRATA[(arch, name)]
            continue
        if (arch, name) in OPCODE_ERRATA and key == "VOP3P-MAI Opcode":
            assert got == hex(int(OPCODE_ERRATA[(arch, name)], 16) & 0x3F)
            continue
        assert got == want, key


@pytest.mark.parametrize(("arch", "name"), sweep(_cases(), stratum=lambda x: x[0], per=3))
def test_printed_formulas_are_correct(arch: str, name: str) -> None:
    ours = details(amdmatrix.instruction(arch, name))
    assert check_instruction(arch, name, ours) == {}
