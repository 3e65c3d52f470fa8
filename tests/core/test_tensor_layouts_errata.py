"""facebookresearch/tensor-layouts 0.3.2's AMD atoms against amdmatrix (docs/reference-errata.md).

tensor-layouts 0.3.2 is a test dependency (pyproject.toml), so a missing package fails here.
The atoms are read with tests/support/cute_eval.py (CuTe's rule: the first mode varies fastest)
into the column-major tile and compared with placements(). Each erratum is pinned by the
element the docs name, and the count of agreeing atoms is pinned too, so a corrected release
shows up as a failure.
"""

from __future__ import annotations

import cute_eval
import pytest
import tensor_layouts.atoms_amd as atoms_amd
from export_check import exact

import amdmatrix
from amdmatrix.linear import operand

PREFIX = {"CDNA": ("cdna1", "cdna2"), "CDNA3": ("cdna3",), "CDNA3P": ("cdna4",), "RDNA3": ("rdna3",),
          "RDNA4": ("rdna4",)}


def _atoms() -> dict[str, object]:
    out: dict[str, object] = {}
    for name in sorted(dir(atoms_amd)):
        atom = getattr(atoms_amd, name)
        if hasattr(atom, "c_layout") and all(atom is not a for a in out.values()):
            out[name] = atom
    return out


def _slot(atom_layout: object, lane: int, item: int, rows: int, cols: int) -> tuple[int, int]:
    """(row, col) the atom puts at (lane, item)."""
    idx = cute_eval.tv(str(atom_layout), lane, item)
    return idx % rows, idx // rows % cols


def _agrees(inst: amdmatrix.Instruction, matrix: str, layout: object) -> bool:
    om = operand(inst, matrix)
    want = exact(om)
    rows, cols, _ = om.sizes
    shape, _ = cute_eval.parse(str(layout))
    assert isinstance(shape, tuple)
    if cute_eval.size(shape[1]) != om.layout.items or cute_eval.size(shape[0]) != om.wave:
        return False
    for lane in range(om.wave):
        for item in range(om.layout.items):
            r, c = _slot(layout, lane, item, rows, cols)
            if (0, r, c) not in want.get((lane, om.bit_offset(item)), set()):
                return False
    return True


def test_no_atom_agrees() -> None:
    atoms = _atoms()
    assert len(atoms) == 46
    agree = 0
    for name, atom in atoms.items():
        inst = None
        for arch in PREFIX[name.split("_")[0]]:
            try:
                inst = amdmatrix.instruction(arch, atom.ptx)  # type: ignore[attr-defined]
                break
            except amdmatrix.AmdMatrixError:
                continue
        if inst is None:  # the RDNA4_16x16x32 atoms name gfx1250 instructions
            continue
        wave = 32 if inst.arch.name.startswith("RDNA") else 64
        if inst.arch.default_wave != wave:
            continue
        if all(_agrees(inst, m, getattr(atom, f"{x}_layout")) for m, x in (("D", "c"), ("A", "a"), ("B", "b"))):
            agree += 1
    assert agree == 0


def test_each_erratum_by_its_element() -> None:
    mfma = atoms_amd.CDNA3_32x32x8_F32F16F16_MFMA
    inst = amdmatrix.instruction("cdna3", "v_mfma_f32_32x32x8_f16")
    # thread order reversed: lane 1, register 0 is D[4][0] there, D[0][1] here
    assert _slot(mfma.c_layout, 1, 0, 32, 32) == (4, 0)
    assert str(inst.locate("D", i=0, j=1)[0]) == "v0{1}"
    # value order reversed in the 32x32 C: lane 0, register 1
    assert _slot(mfma.c_layout, 0, 1, 32, 32) == (8, 0)
    assert [str(e) for e in inst.elements_at("D", register=1, lane=0)] == ["D[1][0]"]
    # only one block's slice of K: no slot of A holds k >= 4
    ks = {_slot(mfma.a_layout, lane, v, 32, 8)[1] for lane in range(64) for v in range(4)}
    assert ks == {0, 1, 2, 3}
    assert str(inst.locate("A", i=0, k=4)[0]) == "v0{32}.[15:0]"
    # RDNA3 atoms hold RDNA4's A: A[0][8] in lane 1 (no copy); RDNA3 has it in lanes 0 and 16
    wmma = atoms_amd.RDNA3_16x16x16_F32F16F16_WMMA
    assert _slot(wmma.a_layout, 1, 0, 16, 16) == (0, 8)
    rdna3 = amdmatrix.instruction("rdna3", "v_wmma_f32_16x16x16_f16")
    assert [str(loc) for loc in rdna3.locate("A", i=0, k=8)] == ["v4{0}.[15:0]", "v4{16}.[15:0]"]
    # the "RDNA4" 16x16x32 atoms name an instruction RDNA4 does not have
    with pytest.raises(amdmatrix.UnknownInstructionError):
        amdmatrix.instruction("rdna4", atoms_amd.RDNA4_16x16x32_F32F16F16_WMMA.ptx)
    assert amdmatrix.instruction("gfx1250", atoms_amd.RDNA4_16x16x32_F32F16F16_WMMA.ptx).k == 32
