"""The JSON ``negated`` and ``absolute`` marks under NEG/NEG_HI, against the library and the ISA.

Every element in ``--json`` output carries two marks. They must be the library's
(``Instruction.elements_at``) and, independently, what the RDNA3/RDNA4 ISA guides say the
float WMMA's NEG and NEG_HI fields do (RDNA3 ISA, "WMMA" VOP3P fields; RDNA4 ISA §7.9):
bit n acts on operand n (A, B, C); on A and B, NEG negates the values in bits 15-0 of a
register and NEG_HI those in bits 31-16; on C, NEG negates and NEG_HI takes the absolute
value (first). The two marks are checked separately, so that one copied from the other fails.
"""

from __future__ import annotations

import json

import pytest
from clirun import run_inproc

import amdmatrix

#: (architecture, instruction, wave, matrix): 32-bit C, 16-bit C (two per register), 16-bit A
#: and B, in both wave sizes, and a SWMMAC (no C).
CASES = [
    ("rdna3", "v_wmma_f32_16x16x16_f16", 32, "C"),
    ("rdna3", "v_wmma_f32_16x16x16_f16", 64, "C"),
    ("rdna3", "v_wmma_f16_16x16x16_f16", 32, "C"),
    ("rdna3", "v_wmma_f32_16x16x16_bf16", 32, "A"),
    ("rdna3", "v_wmma_f32_16x16x16_f16", 64, "B"),
    ("rdna4", "v_wmma_f32_16x16x16_f16", 32, "C"),
    ("rdna4", "v_wmma_f16_16x16x16_f16", 64, "C"),
    ("rdna4", "v_wmma_f32_16x16x16_f16", 32, "A"),
    ("rdna4", "v_swmmac_f32_16x16x32_f16", 32, "B"),
]

#: NEG, NEG_HI: each bit alone, both fields on one operand, and mixed settings.
SETTINGS = [(0, 0), (4, 0), (0, 4), (4, 4), (1, 0), (0, 1), (2, 0), (0, 2), (3, 2), (6, 5), (7, 7)]


def _expected(matrix: str, neg: int, neg_hi: int, lo_bit: int) -> tuple[bool, bool]:
    """The ISA's marks of a value of ``matrix`` whose lowest bit in its register is ``lo_bit``."""
    bit = "ABC".index(matrix)
    lo, hi = bool(neg >> bit & 1), bool(neg_hi >> bit & 1)
    if matrix == "C":
        return lo, hi
    return (hi if lo_bit % 32 >= 16 else lo), False


def _legal(arch: str, name: str, neg: int, neg_hi: int) -> bool:
    inst = amdmatrix.instruction(arch, name)
    return not inst.sparse or (neg | neg_hi) < 4


@pytest.mark.parametrize(("arch", "name", "wave", "matrix"), CASES)
def test_json_marks_are_the_librarys_and_the_isas(arch: str, name: str, wave: int, matrix: str) -> None:
    inst = amdmatrix.instruction(arch, name)
    checked = marked = absolute = 0
    for neg, neg_hi in SETTINGS:
        if not _legal(arch, name, neg, neg_hi):
            continue
        status, out, err = run_inproc("-a", arch, "-i", name, f"-{matrix}", "-M", "--json", "-w", str(wave),
                                      "--neg", str(neg), "--neg_hi", str(neg_hi))
        assert (status, err) == (0, ""), err
        doc = json.loads(out)
        for entry in doc["entries"]:
            lib = inst.elements_at(matrix, register=entry["register"], lane=entry["lane"], wave=wave, neg=neg,
                                   neg_hi=neg_hi)
            bits = tuple(entry["bits"]) if entry["bits"] else None
            lib = [e for e in lib if e.location is not None and e.location.bits == bits]  # this slot's
            got = [(e["row"], e["col"], e["block"], e["negated"], e["absolute"]) for e in entry["elements"]]
            assert got == [(e.row, e.col, e.block, e.negated, e.absolute) for e in lib], (neg, neg_hi, entry)
            lo_bit = entry["bits"][1] if entry["bits"] else 0
            for e in entry["elements"]:
                assert (e["negated"], e["absolute"]) == _expected(matrix, neg, neg_hi, lo_bit), (neg, neg_hi, entry)
                checked += 1
                marked += e["negated"]
                absolute += e["absolute"]
    assert checked and marked, "the settings must mark some elements"
    assert absolute or matrix != "C", "NEG_HI[2] must mark some C elements absolute"


def test_get_register_json_marks_with_the_calculation() -> None:
    """``-g -D -o --json``: the C operand of the calculation under NEG_HI[2] alone is |C|, not -C."""
    status, out, err = run_inproc("-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-g", "-D", "-o", "-I", "2", "-J",
                                  "3", "--neg_hi", "4", "--json")
    assert (status, err) == (0, ""), err
    c = json.loads(out)["calculation"]["c"]["element"]
    assert (c["negated"], c["absolute"], c["text"]) == (False, True, "|C[2][3]|")
    status, out, err = run_inproc("-a", "rdna3", "-i", "v_wmma_f32_16x16x16_f16", "-g", "-D", "-o", "-I", "2", "-J",
                                  "3", "--neg", "5", "--json")
    assert (status, err) == (0, ""), err
    calc = json.loads(out)["calculation"]
    c = calc["c"]["element"]
    assert (c["negated"], c["absolute"], c["text"]) == (True, False, "-C[2][3]")
    # NEG[0]: A's values in bits 15-0 are negated; RDNA3's 16-bit A packs k = 0, 2, 4, ... low
    a_marks = {p["a"]["element"]["k"]: (p["a"]["element"]["negated"], p["a"]["element"]["absolute"])
               for p in calc["products"]}
    assert a_marks == {k: (k % 2 == 0, False) for k in range(16)}
