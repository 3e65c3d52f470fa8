"""Every fact of --detail-instruction is an Instruction attribute or method, with a real type.

For every instruction of every architecture, each field of the typed report
(:func:`amdmatrix.details.facts`, which the JSON prints) is looked up in the table below,
which says where the Python API gives it, and must equal it. A new -d field without an
API fails here. The values themselves are checked against the reference in test_facts.py.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from clirun import run_inproc

import amdmatrix
from amdmatrix.details import details, facts

ALL = [i for a in amdmatrix.architectures() for i in amdmatrix.instructions(a)]
Inst = amdmatrix.Instruction
Getter = Callable[[Inst], Any]

_SRC = {"Src0": "A", "Src1": "B", "Vdst": "D"}
_PROSE = ("CBSZ selects the A format, BLGP the B format", "FP8 and BF8", "Broadcast")


def _api(section: str, key: str, inst: Inst) -> Any:
    """The API's value of field ``key`` of ``section`` ("" for the top level)."""
    wave = re.fullmatch(r"Wave(\d+) .*", section)
    w = int(wave.group(1)) if wave else inst.arch.default_wave
    top: dict[str, Getter] = {
        "Architecture": lambda i: i.arch.name, "Instruction": lambda i: i.mnemonic, "Encoding": lambda i: i.encoding,
        "VOP3P Opcode": lambda i: i.opcode, "VOP3P-MAI Opcode": lambda i: i.mai_opcode,
    }
    if section == "":
        return top[key](inst)
    if section == "Matrix Dimensions":
        return {"M": inst.m, "N": inst.n, "K": inst.k, "blocks": inst.blocks}[key]
    if section == "Execution statistics":
        return {"FLOPs": inst.flops, "Ops": inst.flops, "Execution cycles": inst.cycles_for(),
                "Execution passes": inst.passes_for(),
                f"FLOPs/{inst.arch.unit}/cycle": inst.flops_per_unit_cycle_for(),
                f"Ops/{inst.arch.unit}/cycle": inst.flops_per_unit_cycle_for(),
                "Can co-execute with VALU": inst.can_coexecute,
                "VALU co-execution cycles possible": inst.coexec_cycles_for()}[key]
    if section.endswith("register usage") or section == "Register usage":
        if key == "GPR alignment requirement":
            return inst.gpr_alignment
        return inst.gprs(key.removeprefix("GPRs required for "), w)
    if section.endswith("register encoding"):
        if "A" not in inst.matrices:  # gfx1250's scale loads
            return {"A scale source field": "Src0", "B scale source field": "Src1"}[key]
        return {"A matrix source field": inst.source_fields["A"], "B matrix source field": inst.source_fields["B"],
                "C matrix source field": inst.source_fields.get("C"),
                "Compression index field": inst.source_fields.get("K"),
                "D matrix source field": inst.source_fields["D"]}[key]
    if section == "Register data types":
        matrix = _SRC.get(key, "K" if inst.sparse else "C")
        return inst.dtype(matrix).description
    if section == "Register capabilities":
        m = re.fullmatch(r"(A|B|C and D|D) matrix can use (ArchVGPR|AccVGPR)s", key)
        assert m, key
        return m.group(2) in inst.register_files(m.group(1)[-1])
    if section == "Register modifiers":
        return {"Sparse A matrix": inst.sparse, "CBSZ and ABID bits supported": inst.supports("cbsz"),
                "BLGP bits supported": inst.supports("blgp"), "OPSEL supported": inst.supports("opsel"),
                "OPSEL[2] supported": inst.supports("opsel"),
                "OPSEL[1:0] supported": False,  # RDNA3 WMMA reads only OPSEL[2]: no modifier to ask about
                "NEG bits supported": inst.supports("neg"),
                "A scale row select supported": inst.supports("a_scale_row"),
                "B scale row select supported": inst.supports("b_scale_row")}[key]
    if section == "F8F6F4 operand formats":
        fmt = {"GPRs for an FP8 or BF8 operand": "fp8", "GPRs for an FP6 or BF6 operand": "fp6",
               "GPRs for an FP4 operand": "fp4"}
        if key in fmt:
            return inst.gprs("A", a_format=fmt[key])
        if key == "Execution cycles":
            small = inst.cycles_for(a_format="fp4", b_format="fp4")
            return f"{inst.cycles_for(a_format='fp8')} if either operand is FP8 or BF8, else {small}"
        assert key in _PROSE, key
        return None  # prose
    if section == "Block scales":
        assert inst.scaled
        return None  # prose
    if section == "Layout confidence":
        return inst.confidence(key).level
    if section == "Notes":
        return inst.notes[int(key.removeprefix("Note ")) - 1]
    if "mapping with no modifiers" in section:
        return _formula(inst, key, w, inverse="register to matrix" in section.lower())
    raise AssertionError(f"no API for section {section!r}")


def _formula(inst: Inst, key: str, wave: int, inverse: bool) -> str:
    names = {"A": "A", "B": "B", "C or D": "D", "D": "D", "compression": "K", "A scale": "SA", "B scale": "SB"}
    if inverse:
        prefix, coord = key.rsplit(" ", 1)
        return inst.formulas(names[prefix], wave).coordinates[coord]
    label, what = key.rsplit(" ", 1)
    stem = re.sub(r"(\[[a-z]+\])+(\.block)?$", "", label)
    f = inst.formulas(names[stem], wave)
    return f.register if what == "GPR" else f.lane


@pytest.mark.parametrize("inst", ALL, ids=[f"{i.arch.name}-{i.mnemonic}" for i in ALL])
def test_every_detail_fact_has_an_api(inst: Inst) -> None:
    report = facts(inst)
    for key, value in report.items():
        if isinstance(value, dict):
            for sub, v in value.items():
                got = _api(key, sub, inst)
                if got is None:
                    assert isinstance(v, str), (key, sub)
                else:
                    assert v == got and type(v) is type(got), (key, sub, v, got)
        else:
            assert value == _api("", key, inst) and type(value) is type(_api("", key, inst)), key


def _leaves(d: dict[str, Any]) -> list[Any]:
    return [x for v in d.values() for x in (_leaves(v) if isinstance(v, dict) else [v])]


@pytest.mark.parametrize("inst", ALL[::7], ids=[f"{i.arch.name}-{i.mnemonic}" for i in ALL[::7]])
def test_json_detail_is_typed_and_text_is_unchanged(inst: Inst) -> None:
    status, out, err = run_inproc("-a", inst.arch.name, "-i", inst.mnemonic, "-d", "--json")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["schema"] == "amdmatrix/2"
    d = doc["details"]
    assert d["VOP3P Opcode"] == inst.opcode and isinstance(d["Execution statistics"]["Can co-execute with VALU"], bool)
    facts_only = {k: v for k, v in d.items() if "mapping" not in k}  # formulas are expressions, "0" among them
    assert not any(isinstance(v, str) and (v in ("True", "False") or v.isdigit()) for v in _leaves(facts_only))
    text = details(inst)
    assert text["VOP3P Opcode"] == hex(inst.opcode)
    usage = text["Register usage" if inst.arch.family == "CDNA" else "Wave32 register usage"]
    assert usage["GPR alignment requirement"] == f"{inst.gpr_alignment} bytes"  # type: ignore[index]
    assert all(isinstance(v, str) for v in _leaves(text))


def test_json_detail_example() -> None:
    """V_MFMA_F32_4X4X4F16 written out by hand, as the calculator's facts give it (typed)."""
    status, out, _ = run_inproc("-a", "cdna2", "-i", "v_mfma_f32_4x4x4f16", "-d", "--json")
    d = json.loads(out)["details"]
    assert (d["VOP3P Opcode"], d["VOP3P-MAI Opcode"]) == (0x4A, 0x0A)
    assert d["Matrix Dimensions"] == {"M": 4, "N": 4, "K": 4, "blocks": 16}
    assert d["Execution statistics"]["FLOPs"] == 2048 and d["Execution statistics"]["Execution cycles"] == 8
    assert d["Register usage"] == {"GPRs required for A": 2, "GPRs required for B": 2, "GPRs required for C": 4,
                                   "GPRs required for D": 4, "GPR alignment requirement": 8}
    assert d["Register modifiers"] == {"Sparse A matrix": False, "CBSZ and ABID bits supported": True,
                                       "BLGP bits supported": True}
